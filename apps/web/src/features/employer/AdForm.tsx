import type { AdFormErrors, AdFormValues } from '@joblane/ads/fields';
import { Button } from '@joblane/ui/Button';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { ErrorSummary, type ErrorSummaryItem } from '@joblane/ui/ErrorSummary';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import * as styles from './employer.css.ts';
import {
  AdApplicationFields,
  AdJobFields,
  AdPayFields,
  AdTransparencyFields,
  AdWhereFields,
  type AdFormOptions,
} from './AdFieldGroups.tsx';
import { fieldIdOf } from './adFormFields.ts';
import { adEditHref } from './Dashboard.tsx';

export type { AdFormOptions };

/** The ad the form edits (null: a new ad). */
export interface AdFormAd {
  id: string;
  title: string;
  status: 'draft' | 'live' | 'closed' | 'expired';
}

export interface AdFormProps {
  ad: AdFormAd | null;
  values: AdFormValues;
  errors: AdFormErrors;
  options: AdFormOptions;
}

/** The form's problems for the kit's summary, each linked to its field. */
function summaryOf(errors: AdFormErrors): ErrorSummaryItem[] {
  return Object.entries(errors).map(([key, message]) => ({ message, fieldId: fieldIdOf(key) }));
}

/**
 * The ad form: a plain form that posts to the server, which checks it with the ad form's schema
 * and answers with the form again, every value kept and each problem at its field. The kit's
 * counters show each limit as it is approached (the limits are the schema's).
 */
export function AdForm({ ad, values, errors, options }: AdFormProps) {
  const live = ad?.status === 'live';

  return (
    <form method="post" action={ad === null ? '/employer/ads/new' : adEditHref(ad.id)} noValidate>
      <Stack space="xlarge">
        <Stack space="small">
          <Text tone="secondary">{ad === null ? 'New ad' : live ? 'Live ad' : 'Draft'}</Text>
          <Heading level="2" component="h1">
            {ad === null ? 'Post an ad' : `Edit ${ad.title}`}
          </Heading>
          {live ? <Text>Saved changes reach search at once; the ad keeps its address.</Text> : null}
        </Stack>
        {/* Only with problems: an empty item would still take the stack's space. */}
        {Object.keys(errors).length === 0 ? null : <ErrorSummary errors={summaryOf(errors)} />}

        <AdJobFields values={values} errors={errors} />
        <AdWhereFields values={values} errors={errors} options={options} />
        <AdPayFields values={values} errors={errors} />
        <AdApplicationFields values={values} errors={errors} live={live} />
        <AdTransparencyFields values={values} errors={errors} />

        <div className={styles.row}>
          {live ? (
            <Button type="submit" name="action" value="save" tone="brandAccent">
              Save changes
            </Button>
          ) : (
            <>
              <Button type="submit" name="action" value="preview" tone="brandAccent">
                Preview
              </Button>
              <Button type="submit" name="action" value="draft" variant="soft">
                Save draft
              </Button>
            </>
          )}
          <ButtonLink href="/employer" variant="ghost">
            Cancel
          </ButtonLink>
        </div>
      </Stack>
    </form>
  );
}
