import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as keyline from '../private/keyline.css.ts';
import { Text } from '../Text/Text.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import * as styles from './ErrorSummary.css.ts';

/** One problem: what to fix, naming the field ("Enter your email"), and the field's id. */
export interface ErrorSummaryItem {
  message: ReactNode;
  /** The `id` of the field's control (or radio group); without it the message is not a link. */
  fieldId?: string;
}

export interface ErrorSummaryProps {
  /** The problems in the order their fields come on the page. None: nothing is rendered. */
  errors: readonly ErrorSummaryItem[];
  /** Default "There is a problem". */
  title?: ReactNode;
  /**
   * Take focus when it appears, and again whenever the problems change (default true): in the
   * server's markup too (`autofocus`), so it works before, and without, JavaScript.
   */
  focusOnAppear?: boolean;
  id?: string;
}

/** What a link to this field should focus: the control, or a group's chosen or first option. */
function focusTarget(field: HTMLElement): HTMLElement {
  if (field instanceof HTMLFieldSetElement) {
    return (
      field.querySelector<HTMLElement>('input:checked') ??
      field.querySelector<HTMLElement>('input, select, textarea, button') ??
      field
    );
  }
  return field;
}

/** The label or legend that names the field: scrolled into view with it, as GOV.UK does. */
function labelOf(field: HTMLElement, target: HTMLElement): HTMLElement | null {
  if (field instanceof HTMLFieldSetElement) return field.querySelector('legend');
  const id = target.id;
  return id === '' ? null : document.querySelector(`label[for="${CSS.escape(id)}"]`);
}

/**
 * The problems with a form, at its top, after a submit (GOV.UK's error summary): a "There is a
 * problem" heading and one link per problem, in page order. It takes focus when it appears so
 * the first thing read is what went wrong; each link moves focus to its field and brings the
 * field's label into view. Without JavaScript the links are plain fragment links.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  focusOnAppear = true,
  id,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `${useId()}error-summary-title`;
  // Changes when the problems do (a second submit with other problems takes focus again).
  const signature = errors.map((error) => `${error.fieldId ?? ''}:${String(error.message)}`);
  const key = signature.join('\n');
  useEffect(() => {
    if (focusOnAppear && key !== '') ref.current?.focus();
  }, [focusOnAppear, key]);
  if (errors.length === 0) return null;

  function moveToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const field = document.getElementById(fieldId);
    if (field === null) return;
    event.preventDefault();
    const target = focusTarget(field);
    (labelOf(field, target) ?? field).scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <div
      ref={ref}
      id={id}
      className={styles.summary}
      tabIndex={-1}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- the summary is what to read first
      autoFocus={focusOnAppear}
      aria-labelledby={titleId}
    >
      <span className={`${keyline.keyline} ${keyline.keylineTone.critical}`} />
      <div role="alert">
        <Stack space="small">
          <Heading level="4" component="h2" id={titleId}>
            {title}
          </Heading>
          <Stack space="xsmall" component="ul">
            {errors.map((error, index) => (
              <Text
                // oxlint-disable-next-line react/no-array-index-key -- problems repeat no position
                key={index}
              >
                {error.fieldId === undefined ? (
                  error.message
                ) : (
                  <TextLink
                    href={`#${error.fieldId}`}
                    onClick={(event) => moveToField(event, error.fieldId!)}
                  >
                    {error.message}
                  </TextLink>
                )}
              </Text>
            ))}
          </Stack>
        </Stack>
      </div>
    </div>
  );
}
