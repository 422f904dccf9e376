import { clsx } from 'clsx';
import type { MouseEvent, ReactNode, Ref } from 'react';

import { ButtonIcon } from '../ButtonIcon/ButtonIcon.tsx';
import { IconClose } from '../Icons/icons.tsx';
import { base as resetBase } from '../private/reset.css.ts';
import { TextContext } from '../Text/TextContext.ts';
import * as styles from './Tag.css.ts';

interface TagBaseProps {
  /** The tag's text ("Sydney", "Full time"). One line, truncated if too long. */
  children: string;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  id?: string;
}

interface StaticTagProps extends TagBaseProps {
  onClear?: undefined;
  clearLabel?: undefined;
  clearButtonRef?: undefined;
}

interface ClearableTagProps extends TagBaseProps {
  /** Shows a clear button; called when it is pressed. Remove the tag and move focus sensibly. */
  onClear: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The clear button's accessible name, required with `onClear` ("Remove Sydney"). */
  clearLabel: string;
  clearButtonRef?: Ref<HTMLButtonElement>;
}

export type TagProps = StaticTagProps | ClearableTagProps;

/** A short label for a chosen value (a filter, a skill), optionally with a clear button. */
export function Tag({ children, icon, id, onClear, clearLabel, clearButtonRef }: TagProps) {
  const clearable = onClear !== undefined;
  if (clearable && (typeof clearLabel !== 'string' || clearLabel.trim() === '')) {
    throw new Error(
      'Tag with `onClear` needs a `clearLabel`: the clear button\'s accessible name, e.g. "Remove Sydney".',
    );
  }
  return (
    <span id={id} className={clsx(resetBase, styles.tag, clearable && styles.clearable)}>
      <TextContext value={{ size: 'small', weight: 'medium', tone: 'neutral' }}>
        {icon}
        <span className={styles.label}>{children}</span>
      </TextContext>
      {clearable ? (
        <ButtonIcon
          ref={clearButtonRef}
          label={clearLabel}
          icon={<IconClose />}
          size="small"
          tone="secondary"
          onClick={onClear}
        />
      ) : null}
    </span>
  );
}
