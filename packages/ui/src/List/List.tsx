import type { FontWeight, Space, TextSize } from '@joblane/theme';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import type { ResponsiveValue } from '../private/responsiveValue.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text, type TextTone } from '../Text/Text.tsx';
import * as styles from './List.css.ts';

export const listTypes = ['bullet', 'number', 'alpha', 'icon'] as const;
export type ListType = (typeof listTypes)[number];

export interface ListProps {
  /** One child per item: text (wrapped in `Text`), or your own `Text`/`Stack` for richer items. */
  children: ReactNode;
  /** Default `bullet`. `number` and `alpha` render an `ol`. */
  type?: ListType;
  /** The marker for `type="icon"` (e.g. `<IconTick tone="positive" />`). */
  icon?: ReactElement;
  /** The first number for `number`/`alpha`. Default 1. */
  start?: number;
  /** Space between items. Default `medium`. */
  space?: ResponsiveValue<Space>;
  size?: TextSize;
  tone?: TextTone;
  weight?: FontWeight;
  id?: string;
}

// Items that are already blocks of their own are not wrapped in another `Text`.
const blockComponents = new Set<unknown>([Text, Heading, Stack, Inline, Box]);

function marker(type: ListType, position: number, icon: ReactElement | undefined): ReactNode {
  if (type === 'icon') return icon;
  if (type === 'number') return `${position}.`;
  if (type === 'alpha') return `${alphaLabel(position)}.`;
  return '•';
}

/** 1 -> a, 26 -> z, 27 -> aa, like the browser's lower-alpha list style. */
function alphaLabel(position: number): string {
  let label = '';
  for (let rest = position; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    label = String.fromCodePoint(97 + ((rest - 1) % 26)) + label;
  }
  return label;
}

/**
 * A bulleted, numbered, lettered or icon list. The markers are drawn by the kit (and hidden from
 * screen readers, which announce the list and its items from the `ul`/`ol`).
 */
export function List({
  children,
  type = 'bullet',
  icon,
  start = 1,
  space = 'medium',
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  id,
}: ListProps) {
  if (!(listTypes as readonly unknown[]).includes(type)) {
    throw new Error(
      `List does not support type ${JSON.stringify(type)}; use one of ${listTypes.join(', ')}.`,
    );
  }
  if (type === 'icon' && !isValidElement(icon)) {
    throw new Error('List with type="icon" needs an `icon` element, e.g. icon={<IconTick />}.');
  }
  const isOrdered = type === 'number' || type === 'alpha';
  const items = Children.toArray(children);
  return (
    <Box
      component={isOrdered ? 'ol' : 'ul'}
      id={id}
      start={isOrdered && start !== 1 ? start : undefined}
      display="flex"
      flexDirection="column"
      gap={space}
    >
      {items.map((item, index) => (
        <Box
          component="li"
          key={isValidElement(item) && item.key !== null ? item.key : index}
          display="flex"
          gap="xsmall"
        >
          <Box
            component="span"
            aria-hidden="true"
            className={[styles.marker, isOrdered && styles.numberMarker]}
          >
            <Text size={size} tone={tone === 'neutral' ? 'secondary' : tone} weight={weight}>
              {marker(type, start + index, icon)}
            </Text>
          </Box>
          <Box className={styles.content}>
            {isValidElement(item) && blockComponents.has(item.type) ? (
              item
            ) : (
              <Text size={size} tone={tone} weight={weight}>
                {item}
              </Text>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

blockComponents.add(List);
