import { Button } from '@joblane/ui/Button';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { Textarea } from '@joblane/ui/Textarea';

import type { PageProps } from '../../app/context.ts';
import type { LogoUrls } from '../../services/companyLogos.ts';
import { CompanyLogoForm } from '../employer/CompanyLogoForm.tsx';
import {
  AccountForm,
  fieldState,
  FormTextField,
  useFormState,
  type FormState,
} from '../../components/AccountForm.tsx';

/** An organisation's description: at most this many characters (accounts' limit). */
export const DESCRIPTION_LIMIT = 300;

export interface EmployerTeamData {
  organisation: {
    id: string;
    name: string;
    slug: string;
    description: string;
    /** Its website (`https://acme.com.au`); null until an owner adds one. */
    website: string | null;
    /** Its logo's images; null until an owner uploads one. */
    logo: LogoUrls | null;
    /** Members must sign in with a second factor (a code or a passkey). */
    requireTwoStep: boolean;
  } | null;
  viewerId: string;
  viewerRole: 'owner' | 'member' | null;
  members: { id: string; name: string; email: string; role: 'owner' | 'member' }[];
  invitations: { email: string; expiresAt: string }[];
  form: FormState;
  /** The description form's answer after a problem (owners only see the form). */
  descriptionForm: FormState;
  /** The website form's answer after a problem (owners only see the form). */
  websiteForm: FormState;
  /** The logo upload's problem after a refused file (owners only see the form). */
  logoError: string | null;
}

/** The description's Textarea, its message and value following the form's latest answer. */
function DescriptionField({ initial }: { initial: string }) {
  const form = useFormState();
  return (
    <Textarea
      id="team-description"
      name="description"
      label="Description"
      description="Plain text on your company page, under your name: what you do and where."
      defaultValue={form.values.description ?? initial}
      characterLimit={DESCRIPTION_LIMIT}
      lines={4}
      {...fieldState(form, 'description')}
    />
  );
}

/** The website's field, its message and value following the form's latest answer. */
function WebsiteField({ initial }: { initial: string }) {
  const form = useFormState();
  return (
    <FormTextField
      id="team-website"
      name="website"
      type="url"
      label="Website"
      description="Your organisation’s own site, such as https://yourcompany.com.au. You verify your organisation at its domain."
      defaultValue={form.values.website ?? initial}
    />
  );
}

export function EmployerTeamView({ data }: PageProps<EmployerTeamData>) {
  if (data.organisation === null) {
    return (
      <Stack space="large">
        <Heading level="2" component="h1">
          Your team
        </Heading>
        <Text>You are not a member of an organisation. Ask an owner of yours to invite you.</Text>
      </Stack>
    );
  }
  const owner = data.viewerRole === 'owner';
  return (
    <Stack space="xxlarge">
      <Heading level="2" component="h1">
        {`${data.organisation.name}: team`}
      </Heading>
      <section aria-labelledby="team-members">
        <Stack space="large">
          <Heading level="3" component="h2" id="team-members">
            Members
          </Heading>
          <Stack space="medium" component="ul">
            {data.members.map((member) => (
              <Stack key={member.id} space="small">
                <Text weight="strong">
                  {member.name}
                  {member.id === data.viewerId ? ' (you)' : ''}
                </Text>
                <Text tone="secondary" size="small">
                  {member.email} · {member.role === 'owner' ? 'Owner' : 'Member'}
                </Text>
                {owner || member.id === data.viewerId ? (
                  <form method="post" action="/employer/team/remove">
                    <input type="hidden" name="member" value={member.id} />
                    <Button type="submit" variant="transparent" size="small" tone="critical">
                      {member.id === data.viewerId
                        ? 'Leave the organisation'
                        : `Remove ${member.name}`}
                    </Button>
                  </form>
                ) : null}
              </Stack>
            ))}
          </Stack>
        </Stack>
      </section>
      {data.invitations.length > 0 ? (
        <section aria-labelledby="team-invitations">
          <Stack space="large">
            <Heading level="3" component="h2" id="team-invitations">
              Invitations waiting
            </Heading>
            <Stack space="small" component="ul">
              {data.invitations.map((invitation) => (
                <Text key={invitation.email}>{invitation.email}</Text>
              ))}
            </Stack>
          </Stack>
        </section>
      ) : null}
      <section aria-labelledby="team-company-page">
        <Stack space="large">
          <Heading level="3" component="h2" id="team-company-page">
            Company page
          </Heading>
          <Text>
            Seekers see your live jobs at{' '}
            <TextLink href={`/company/${data.organisation.slug}`}>
              {`/company/${data.organisation.slug}`}
            </TextLink>
            .
          </Text>
          {owner ? (
            <AccountForm
              action="/employer/team/description"
              form={data.descriptionForm}
              fieldIds={{ description: 'team-description' }}
              submitLabel="Save description"
            >
              <DescriptionField initial={data.organisation.description} />
            </AccountForm>
          ) : data.organisation.description === '' ? (
            <Text tone="secondary">No description yet: an owner can add one.</Text>
          ) : (
            <Text>{data.organisation.description}</Text>
          )}
          {owner ? (
            <AccountForm
              action="/employer/team/website"
              form={data.websiteForm}
              fieldIds={{ website: 'team-website' }}
              submitLabel="Save website"
            >
              <WebsiteField initial={data.organisation.website ?? ''} />
            </AccountForm>
          ) : data.organisation.website === null ? null : (
            <Text>{`Website: ${data.organisation.website}`}</Text>
          )}
          <CompanyLogoForm
            name={data.organisation.name}
            logo={data.organisation.logo}
            owner={owner}
            error={data.logoError}
          />
          <Text>
            <TextLink href="/employer/verify">Verified employer</TextLink>: prove your organisation
            controls its website’s domain, and your jobs carry the badge.
          </Text>
        </Stack>
      </section>
      {owner ? (
        <section aria-labelledby="team-two-step">
          <Stack space="medium">
            <Heading level="3" component="h2" id="team-two-step">
              Two-step sign-in for your team
            </Heading>
            <Text>
              {data.organisation.requireTwoStep
                ? 'Required: every member signs in with a code from an app or a passkey before they can use your ads, team and candidates.'
                : 'Not required. Require it so a stolen password alone cannot post ads in your name: members without it are asked to set it up (you too).'}
            </Text>
            <form method="post" action="/employer/team/two-step">
              <input
                type="hidden"
                name="required"
                value={data.organisation.requireTwoStep ? 'off' : 'on'}
              />
              <Button type="submit" variant="soft">
                {data.organisation.requireTwoStep
                  ? 'Stop requiring it'
                  : 'Require two-step sign-in'}
              </Button>
            </form>
          </Stack>
        </section>
      ) : null}
      {owner ? (
        <section aria-labelledby="team-invite">
          <Stack space="large">
            <Heading level="3" component="h2" id="team-invite">
              Invite someone
            </Heading>
            <AccountForm
              action="/employer/team/invite"
              form={data.form}
              fieldIds={{ email: 'team-invite-email' }}
              submitLabel="Send invitation"
            >
              <FormTextField
                id="team-invite-email"
                name="email"
                type="email"
                label="Their email address"
                description="They get a link to join; it works for a week."
              />
            </AccountForm>
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
