import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { useEffect, useRef, type ReactNode } from 'react';

/** A form's state after a failed POST: what was typed (never passwords) and what is wrong. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const emptyForm: FormState = { values: {}, errors: {} };

/**
 * A POST form that works without JavaScript: the server answers a problem with the same page,
 * the values kept and each field's message under it, plus a summary at the top linking to each
 * field. With JavaScript the first invalid field is focused.
 */
export function AccountForm({
  action,
  form,
  fieldIds,
  submitLabel,
  children,
  tone = 'brandAccent',
  hidden = {},
}: {
  action: string;
  /** Values the form carries unseen (a link's token, where to go next). */
  hidden?: Record<string, string>;
  form: FormState;
  /** Field name to input id, for the summary's links. */
  fieldIds: Record<string, string>;
  submitLabel: string;
  /** The fields; a form that is only a button (with hidden values) has none. */
  children?: ReactNode;
  tone?: 'brandAccent' | 'critical';
}) {
  const ref = useRef<HTMLFormElement>(null);
  const errorNames = Object.keys(form.errors);
  // The server answers a problem with a new page: once it hydrates, the first invalid field
  // takes the focus (the summary above lists them all).
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);
  return (
    <form ref={ref} method="post" action={action} noValidate>
      {/* Outside the Stack: an item there would add space for nothing. */}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack space="large">
        {errorNames.length === 0 ? null : (
          <Alert tone="critical">
            <Stack space="small">
              <Text weight="strong">
                Please check {errorNames.length === 1 ? 'this' : 'these'}:
              </Text>
              {errorNames.map((name) => {
                const id = fieldIds[name];
                return id === undefined ? (
                  <Text key={name}>{form.errors[name]}</Text>
                ) : (
                  <Text key={name}>
                    <TextLink href={`#${id}`}>{form.errors[name]}</TextLink>
                  </Text>
                );
              })}
            </Stack>
          </Alert>
        )}
        {children}
        <div>
          <Button type="submit" tone={tone === 'critical' ? 'critical' : 'brandAccent'}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The message and tone props of a kit field for one name of the form. */
export function fieldState(form: FormState, name: string) {
  const message = form.errors[name];
  return message === undefined ? {} : { message, tone: 'critical' as const };
}
