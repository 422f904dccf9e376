import { Button } from '@joblane/ui/Button';
import { FileInput } from '@joblane/ui/FileInput';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import { CompanyMark } from '../../components/JobCard.tsx';
import * as styles from './CompanyLogoForm.css.ts';

const INPUT_ID = 'team-logo';

/** What the file picker offers (the server checks the content whatever the name says). */
const ACCEPT = '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml';

/**
 * The organisation's logo on the team page: as seekers see it (or the letter that stands in),
 * and for owners a plain multipart form to upload or replace it and one to remove it. Works
 * without JavaScript; a refused file comes back with its message under the field.
 */
export function CompanyLogoForm({
  name,
  logo,
  owner,
  error,
}: {
  name: string;
  logo: { large: string; small: string } | null;
  owner: boolean;
  error: string | null;
}) {
  return (
    <section aria-labelledby="team-logo-heading">
      <Stack space="medium">
        <Heading level="4" component="h3" id="team-logo-heading">
          Logo
        </Heading>
        <div className={styles.current}>
          <CompanyMark name={name} size="large" logoUrl={logo?.large} />
          <Text tone="secondary">
            {logo === null
              ? 'No logo yet: your jobs and company page show your first letter.'
              : 'Your logo, as seekers see it on your jobs and your company page.'}
          </Text>
        </div>
        {owner ? (
          <Stack space="small">
            <form
              method="post"
              action="/employer/team/logo"
              encType="multipart/form-data"
              aria-labelledby="team-logo-heading"
            >
              <Stack space="small">
                <div className={styles.field}>
                  <FileInput
                    id={INPUT_ID}
                    name="logo"
                    accept={ACCEPT}
                    required
                    label={logo === null ? 'Upload a logo' : 'Replace your logo'}
                    description="PNG, JPEG, WebP or SVG, up to 2 MB. It is shown in a square: a square image of 256 px or more looks best."
                    {...(error === null ? {} : { message: error, tone: 'critical' as const })}
                  />
                </div>
                <div>
                  <Button type="submit" tone="brandAccent">
                    Upload logo
                  </Button>
                </div>
              </Stack>
            </form>
            {logo === null ? null : (
              <form method="post" action="/employer/team/logo/remove">
                <Button type="submit" variant="transparent" size="small" tone="critical">
                  Remove logo
                </Button>
              </form>
            )}
          </Stack>
        ) : logo === null ? (
          <Text tone="secondary">An owner can add one.</Text>
        ) : null}
      </Stack>
    </section>
  );
}
