import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { PasswordField, type PasswordFieldProps } from '@joblane/ui/PasswordField';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextField, type TextFieldProps } from '@joblane/ui/TextField';
import { TextLink } from '@joblane/ui/TextLink';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';

import { navigateTo } from '../app/navigate.ts';
import * as styles from './AccountForm.css.ts';

/** A form's state after a failed POST: what was typed (never passwords) and what is wrong. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const emptyForm: FormState = { values: {}, errors: {} };

/** What the server answers a form sent with `Accept: application/json`. */
export type FormAnswer = { redirect: string } | { form: FormState };

const FormStateContext = createContext<FormState>(emptyForm);

/** The form's latest answer, for a field other than the text and password fields below. */
export function useFormState(): FormState {
  return useContext(FormStateContext);
}

/** The message and tone props of a kit field for one name of the form. */
export function fieldState(form: FormState, name: string) {
  const message = form.errors[name];
  return message === undefined ? {} : { message, tone: 'critical' as const };
}

/**
 * The kit's fields inside an `AccountForm`: their message and tone follow the form's latest
 * answer (the server's page, or, with JavaScript, the answer to the last submit), and a text
 * field starts with what was typed before.
 */
export function FormTextField(props: TextFieldProps & { name: string }) {
  const form = useContext(FormStateContext);
  // What was typed comes back with the form (never a password: those are PasswordFields).
  return (
    <TextField
      defaultValue={form.values[props.name] ?? ''}
      {...props}
      {...fieldState(form, props.name)}
    />
  );
}

export function FormPasswordField(props: PasswordFieldProps & { name: string }) {
  return <PasswordField {...props} {...fieldState(useContext(FormStateContext), props.name)} />;
}

/**
 * A POST form that works without JavaScript: the server answers a problem with the same page,
 * the values kept and each field's message under it, plus a summary at the top linking to each
 * field. With JavaScript the form is sent in the background: problems appear in place without a
 * reload, success moves on in place (the next page shows the notice), and focus goes to the
 * first invalid field.
 */
export function AccountForm({
  action,
  form,
  fieldIds,
  submitLabel,
  children,
  tone = 'brandAccent',
  hidden = {},
  sendInPlace = true,
  required = {},
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
  /**
   * Send with a script and move on in place (default). False for a form whose answer is a page
   * shown once (recovery codes), which a redirect could not carry.
   */
  sendInPlace?: boolean;
  /**
   * Field name to the message it shows when left empty: with JavaScript the form is not sent
   * then (the server answers the same without it).
   */
  required?: Record<string, string>;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState(form);
  const [sending, setSending] = useState(false);
  const errorNames = Object.keys(state.errors);
  // After the server's page with problems, and after each answer with problems: the first
  // invalid field takes the focus (the summary above lists them all); a problem that is no
  // field's (a mismatch, a limit) leaves it on the summary.
  useEffect(() => {
    if (Object.keys(state.errors).length === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A radio group's fieldset cannot take focus: its chosen (or first) radio does.
    const target =
      invalid?.tagName === 'FIELDSET'
        ? (invalid.querySelector<HTMLElement>('input:checked') ??
          invalid.querySelector<HTMLElement>('input'))
        : invalid;
    (target ?? summaryRef.current)?.focus();
  }, [state]);

  async function send(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    event.preventDefault();
    const data = new FormData(element);
    const empty = Object.entries(required).filter(
      ([name]) => String(data.get(name) ?? '').trim() === '',
    );
    if (empty.length > 0) {
      setState({ values: state.values, errors: Object.fromEntries(empty) });
      return;
    }
    setSending(true);
    // Success leaves a notice the next page shows as a toast: its code is fetched meanwhile.
    import('../app/toasts.tsx').catch(() => undefined);
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: new URLSearchParams(data as unknown as Record<string, string>),
        headers: { accept: 'application/json' },
      });
      const answer = (await response.json()) as Partial<{ redirect: string; form: FormState }>;
      if (typeof answer.redirect === 'string') {
        navigateTo(answer.redirect);
        return;
      }
      if (answer.form !== undefined) {
        setState(answer.form);
        return;
      }
      throw new Error(`the form answered ${response.status}`);
    } catch {
      // Anything unexpected: send it the plain way and let the server's page say what happened.
      element.submit();
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={ref}
      method="post"
      action={action}
      noValidate
      onSubmit={sendInPlace ? (event) => void send(event) : undefined}
    >
      {/* Outside the Stack: an item there would add space for nothing. */}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormStateContext value={state}>
        <Stack space="large">
          {errorNames.length === 0 ? null : (
            // The page's script focuses it when no field is at fault: a target, not a Tab stop.
            <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
              <Alert tone="critical">
                <Stack space="small">
                  <Text weight="strong">
                    Please check {errorNames.length === 1 ? 'this' : 'these'}:
                  </Text>
                  {errorNames.map((name) => {
                    const id = fieldIds[name];
                    return id === undefined ? (
                      <Text key={name}>{state.errors[name]}</Text>
                    ) : (
                      <Text key={name}>
                        <TextLink href={`#${id}`}>{state.errors[name]}</TextLink>
                      </Text>
                    );
                  })}
                </Stack>
              </Alert>
            </div>
          )}
          {children}
          <div>
            <Button
              type="submit"
              tone={tone === 'critical' ? 'critical' : 'brandAccent'}
              loading={sending}
            >
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </FormStateContext>
    </form>
  );
}
