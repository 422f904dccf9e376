import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { formatDate } from '../../app/format.ts';
import { AccountForm, FormTextField, type FormState } from '../../components/AccountForm.tsx';
import { VerifiedEmployerBadge } from '../../components/JobCard.tsx';
import * as styles from './verification.css.ts';

/** `/employer/verify`: the organisation's standing and the two ways to prove its domain. */
export interface VerificationStatusData {
  view: 'status';
  organisation: { name: string; website: string | null };
  /** The website's domain (`acme.com.au`), where the address and the record must be. */
  domain: string | null;
  verified: { domain: string; at: string; method: 'email' | 'dns' } | null;
  /** The TXT record that proves the domain by DNS. */
  dnsRecord: string;
  emailForm: FormState;
  dnsForm: FormState;
}

/** `/employer/verify/confirm`: the mailed link, before and after its button is pressed. */
export interface VerificationConfirmData {
  view: 'confirm';
  token: string;
  /** Null until the button was pressed. */
  outcome:
    | null
    | { ok: true; organisationName: string | null; domain: string }
    | { ok: false; message: string };
}

export type VerificationViewData = VerificationStatusData | VerificationConfirmData;

function StatusView({ data }: { data: VerificationStatusData }) {
  const { organisation, domain, verified } = data;
  return (
    <Stack space="xxlarge">
      <Stack space="medium">
        <Heading level="2" component="h1">
          Verified employer
        </Heading>
        {verified !== null ? (
          <Alert tone="positive">
            <Stack space="small">
              <Text weight="strong">{`${organisation.name} is a verified employer.`}</Text>
              <Text>
                {`It proved control of ${verified.domain} by ${verified.method === 'dns' ? 'a DNS record' : 'an email link'} on ${formatDate(verified.at)}. Your jobs, cards and company page show the badge:`}
              </Text>
              <div>
                <VerifiedEmployerBadge />
              </div>
            </Stack>
          </Alert>
        ) : (
          <Text>
            {`${organisation.name} is not verified yet. Verified employers show a “Verified employer” badge on their jobs and company page, and seekers can search for their jobs alone. Prove that you control your website’s domain in either of the two ways below.`}
          </Text>
        )}
      </Stack>
      {verified !== null ? null : domain === null ? (
        <Alert tone="caution">
          <Text>
            Add your organisation’s website first, on{' '}
            <TextLink href="/employer/team">your team page</TextLink>: you verify at its domain.
          </Text>
        </Alert>
      ) : (
        <>
          <section aria-labelledby="verify-email">
            <Stack space="large">
              <Heading level="3" component="h2" id="verify-email">
                Email a link
              </Heading>
              <Text>
                {`We email a link to an address at ${domain}; following it verifies ${organisation.name}. The link works once, for 24 hours.`}
              </Text>
              <AccountForm
                action="/employer/verify/email"
                form={data.emailForm}
                fieldIds={{ email: 'verify-email-address' }}
                submitLabel="Email the link"
              >
                <FormTextField
                  id="verify-email-address"
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={`An email address at ${domain}`}
                  description="Your own or a shared one (such as hr@). Free-mail addresses prove nothing and are refused."
                />
              </AccountForm>
            </Stack>
          </section>
          <section aria-labelledby="verify-dns">
            <Stack space="large">
              <Heading level="3" component="h2" id="verify-dns">
                Add a DNS record
              </Heading>
              <Text>
                If you manage the domain’s DNS, add this TXT record, then check it. It only links
                the domain to your organisation, so it need not be kept secret.
              </Text>
              <dl className={styles.recordFacts}>
                <dt className={styles.recordTerm}>Name</dt>
                <dd className={styles.recordValue}>{`${domain} (or @)`}</dd>
                <dt className={styles.recordTerm}>Type</dt>
                <dd className={styles.recordValue}>TXT</dd>
                <dt className={styles.recordTerm}>Value</dt>
                <dd className={styles.recordValue}>
                  <code className={styles.record}>{data.dnsRecord}</code>
                </dd>
              </dl>
              <AccountForm
                action="/employer/verify/dns"
                form={data.dnsForm}
                fieldIds={{}}
                submitLabel="Check DNS"
              />
            </Stack>
          </section>
        </>
      )}
    </Stack>
  );
}

function ConfirmView({ data }: { data: VerificationConfirmData }) {
  const { outcome } = data;
  return (
    <Stack space="large">
      <Heading level="2" component="h1">
        Verify your organisation
      </Heading>
      {outcome === null ? (
        <>
          <Text>
            Confirm that your organisation controls the domain this email address is at. Its jobs
            then carry the “Verified employer” badge.
          </Text>
          {/* A plain form: whoever reads the mail may not be signed in, and the answer is a page. */}
          <form method="post" action="/employer/verify/confirm">
            <input type="hidden" name="token" value={data.token} />
            <Button type="submit">Verify the organisation</Button>
          </form>
        </>
      ) : outcome.ok ? (
        <Alert tone="positive">
          <Stack space="small">
            <Text weight="strong">
              {`${outcome.organisationName ?? 'The organisation'} is a verified employer.`}
            </Text>
            <Text>{`It proved control of ${outcome.domain}. Its jobs show the badge now.`}</Text>
          </Stack>
        </Alert>
      ) : (
        <Alert tone="critical">
          <Text>{outcome.message}</Text>
        </Alert>
      )}
    </Stack>
  );
}

export default function VerificationPage({ data }: PageProps<VerificationViewData>) {
  return data.view === 'status' ? <StatusView data={data} /> : <ConfirmView data={data} />;
}
