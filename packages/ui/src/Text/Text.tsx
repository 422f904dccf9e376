import type { FontWeight, TextSize } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { assertTone } from '../private/assertTone.ts';
import { mapResponsiveValue, type ResponsiveValue } from '../private/responsiveValue.ts';
import * as typography from '../private/typography.css.ts';
import { assertMaxLines, type MaxLines } from './maxLines.ts';
import * as styles from './Text.css.ts';
import { TextContext } from './TextContext.ts';

export const textTones = [
  'neutral',
  'secondary',
  'critical',
  'caution',
  'positive',
  'info',
  'promote',
  'brandAccent',
  'formAccent',
] as const;
export type TextTone = (typeof textTones)[number];

export type TextAlign = 'left' | 'center' | 'right';

export interface TextProps {
  children: ReactNode;
  /** Default `standard`. */
  size?: TextSize;
  /** Default `regular`. */
  weight?: FontWeight;
  /** Default `neutral`. */
  tone?: TextTone;
  align?: ResponsiveValue<TextAlign>;
  /** Truncate after this many lines (1-5) with an ellipsis. */
  maxLines?: MaxLines;
  /** An icon before the text (sized and coloured to match it). */
  icon?: ReactNode;
  /** An icon after the text. */
  trailingIcon?: ReactNode;
  /** Default `span` (displayed as a block). */
  component?: 'span' | 'p' | 'div' | 'label' | 'legend' | 'li' | 'dt' | 'dd' | 'strong' | 'em';
  id?: string;
}

/** Body text: one size and tone, leading-trimmed so `Stack` spacing is exact. */
export function Text({
  children,
  size = 'standard',
  weight = 'regular',
  tone = 'neutral',
  align,
  maxLines,
  icon,
  trailingIcon,
  component = 'span',
  id,
}: TextProps) {
  assertTone('Text', tone, textTones);
  if (maxLines !== undefined) assertMaxLines('Text', maxLines);
  const content = (
    <>
      {icon ? <span className={styles.leadingIcon}>{icon}</span> : null}
      {children}
      {trailingIcon ? <span className={styles.trailingIcon}>{trailingIcon}</span> : null}
    </>
  );
  return (
    <TextContext value={{ size, weight, tone }}>
      <Box
        component={component}
        id={id}
        textAlign={align === undefined ? undefined : mapResponsiveValue(align, (value) => value)}
        className={[
          styles.block,
          typography.textSize[size],
          typography.fontWeight[weight],
          typography.tone[tone],
        ]}
      >
        {maxLines === undefined ? (
          content
        ) : (
          <span className={styles.maxLines[maxLines]}>{content}</span>
        )}
      </Box>
    </TextContext>
  );
}
