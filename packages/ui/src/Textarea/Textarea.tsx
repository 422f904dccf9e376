import { clsx } from 'clsx';
import type { FocusEventHandler, Ref } from 'react';
import { useLayoutEffect, useMemo, useRef } from 'react';

import { Field, type FieldBaseProps } from '../private/field/Field.tsx';
import { InputBox, mergeRefs } from '../private/field/InputBox.tsx';
import { useControllableState } from '../private/field/useControllableState.ts';
import { type HighlightRange, splitByRanges } from '../private/highlightRanges.ts';
import * as styles from './Textarea.css.ts';
import {
  assertLines,
  defaultTextareaLines,
  textareaHighlightRanges,
  textareaLines,
} from './textareaLogic.ts';

export interface TextareaProps extends FieldBaseProps {
  name?: string;
  /** The text (controlled). */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Lines shown when empty; the field grows with its content but never below this. Default 3. */
  lines?: number;
  /** The field stops growing at this many lines and scrolls instead. Default: no limit. */
  lineLimit?: number;
  /**
   * Past this many characters the excess is highlighted in the critical tone, and the count
   * shows from 70 % of the limit (rounded up to a ten).
   */
  characterLimit?: number;
  /** Screen-reader wording of the count. Default "12 characters remaining" / "3 characters over the limit". */
  characterCountMessage?: (remaining: number) => string;
  /** More ranges of the text to highlight (`{ start, end }`, end excluded). */
  highlightRanges?: readonly HighlightRange[];
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLTextAreaElement>;
  ref?: Ref<HTMLTextAreaElement>;
}

function pixels(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/** Sets the rows the content needs: measured from the smallest height, clamped to the limits. */
function fitTextarea(
  textarea: HTMLTextAreaElement,
  lines: number,
  lineLimit: number | undefined,
  layer: HTMLElement | null,
): void {
  const style = getComputedStyle(textarea);
  textarea.rows = lines;
  textarea.rows = textareaLines({
    contentHeight: textarea.scrollHeight,
    lineHeight: pixels(style.lineHeight),
    verticalPadding: pixels(style.paddingTop) + pixels(style.paddingBottom),
    minLines: lines,
    maxLines: lineLimit,
  });
  if (layer) layer.scrollTop = textarea.scrollTop;
}

/**
 * Multi-line text that grows with its content. With a character limit (or caller ranges) a
 * layer behind the transparent text marks the highlighted characters; it has the same box, font
 * and wrapping as the text, and follows its scrolling, so the marks stay under their letters.
 */
export function Textarea({
  name,
  value,
  defaultValue = '',
  onChange,
  placeholder,
  lines = defaultTextareaLines,
  lineLimit,
  characterLimit,
  characterCountMessage,
  highlightRanges,
  onBlur,
  onFocus,
  ref,
  ...fieldProps
}: TextareaProps) {
  assertLines('Textarea', 'lines', lines);
  if (lineLimit !== undefined) assertLines('Textarea', 'lineLimit', lineLimit);
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const setRefs = useMemo(() => mergeRefs(textareaRef, ref), [ref]);
  const hasLayer = characterLimit !== undefined || highlightRanges !== undefined;
  const ranges = textareaHighlightRanges(text.length, characterLimit, highlightRanges);
  const scrolls = lineLimit !== undefined;

  // Grow (or shrink back) to fit the content after every render (the text may have changed)...
  useLayoutEffect(() => {
    if (textareaRef.current) fitTextarea(textareaRef.current, lines, lineLimit, layerRef.current);
  });
  // ...and when the field's width changes, which rewraps the text.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea || typeof ResizeObserver === 'undefined') return undefined;
    let width = textarea.clientWidth;
    const observer = new ResizeObserver(() => {
      if (textarea.clientWidth === width) return;
      width = textarea.clientWidth;
      fitTextarea(textarea, lines, lineLimit, layerRef.current);
    });
    observer.observe(textarea);
    return () => observer.disconnect();
  }, [lines, lineLimit]);

  return (
    <Field
      componentName="Textarea"
      {...fieldProps}
      characterLimit={characterLimit}
      length={text.length}
      characterCountMessage={characterCountMessage}
    >
      {(controlProps) => (
        <InputBox tone={fieldProps.tone ?? 'neutral'} disabled={fieldProps.disabled ?? false}>
          <div className={styles.stack}>
            {hasLayer ? (
              <div
                ref={layerRef}
                aria-hidden="true"
                className={clsx(styles.metrics, styles.layer, scrolls && styles.layerScrolls)}
              >
                {splitByRanges(text, ranges).map((segment, index) =>
                  segment.highlighted ? (
                    // oxlint-disable-next-line react/no-array-index-key -- positional segments
                    <mark key={index} className={styles.highlight}>
                      {segment.text}
                    </mark>
                  ) : (
                    // oxlint-disable-next-line react/no-array-index-key -- positional segments
                    <span key={index}>{segment.text}</span>
                  ),
                )}
                {/* A trailing newline only takes a line in a textarea; this keeps the heights equal. */}
                {'\u200b'}
              </div>
            ) : null}
            <textarea
              {...controlProps}
              ref={setRefs}
              name={name}
              value={text}
              rows={lines}
              placeholder={placeholder}
              onChange={(event) => setText(event.currentTarget.value)}
              onScroll={(event) => {
                if (layerRef.current) layerRef.current.scrollTop = event.currentTarget.scrollTop;
              }}
              onBlur={onBlur}
              onFocus={onFocus}
              className={clsx(styles.metrics, styles.textarea, scrolls && styles.textScrolls)}
            />
          </div>
        </InputBox>
      )}
    </Field>
  );
}
