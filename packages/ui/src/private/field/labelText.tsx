import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { Secondary } from '../../Secondary/Secondary.tsx';
import * as typography from '../typography.css.ts';

/** How a field's name looks, whether a `label` or a group's `legend`: quieter when disabled. */
export function fieldLabelText(disabled: boolean): string {
  return clsx(
    typography.textSize.standard,
    typography.fontWeight.medium,
    typography.tone[disabled ? 'secondary' : 'neutral'],
  );
}

/** A field's name followed by its quieter secondary label ("Optional"), part of the name. */
export function LabelText({
  label,
  secondaryLabel,
}: {
  label: ReactNode;
  secondaryLabel?: ReactNode;
}) {
  return (
    <>
      {label}
      {secondaryLabel ? (
        <>
          {' '}
          <Secondary>{secondaryLabel}</Secondary>
        </>
      ) : null}
    </>
  );
}
