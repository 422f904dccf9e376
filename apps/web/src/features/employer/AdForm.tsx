import type { AdFormErrors, AdFormValues } from '@joblane/ads/fields';
import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { useEffect, useRef } from 'react';

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

function ErrorSummary({ errors }: { errors: AdFormErrors }) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <Alert tone="critical">
      <Stack space="small">
        <Text weight="strong">
          {keys.length === 1 ? 'Please check this:' : `Please check these ${keys.length} things:`}
        </Text>
        {keys.map((key) => (
          <Text key={key}>
            <TextLink href={`#${fieldIdOf(key)}`}>{errors[key]}</TextLink>
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * The ad form: a plain form that posts to the server, which checks it with the ad form's schema
 * and answers with the form again, every value kept and each problem at its field. The kit's
 * counters show each limit as it is approached (the limits are the schema's).
 */
export function AdForm({ ad, values, errors, options }: AdFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const live = ad?.status === 'live';

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return (
    <form
      ref={formRef}
      method="post"
      action={ad === null ? '/employer/ads/new' : adEditHref(ad.id)}
      noValidate
    >
      <Stack space="xlarge">
        <Stack space="small">
          <Text tone="secondary">{ad === null ? 'New ad' : live ? 'Live ad' : 'Draft'}</Text>
          <Heading level="2" component="h1">
            {ad === null ? 'Post an ad' : `Edit ${ad.title}`}
          </Heading>
          {live ? <Text>Saved changes reach search at once; the ad keeps its address.</Text> : null}
        </Stack>
        <ErrorSummary errors={errors} />

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
