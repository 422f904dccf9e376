import type { FontWeight, TextSize } from '@joblane/theme';
import { createContext, useContext } from 'react';

/** What a `Text` or `Heading` tells the inline content inside it (icons, links, `Strong`). */
export interface TextContextValue {
  size: TextSize;
  weight: FontWeight;
  tone: string;
}

export const TextContext = createContext<TextContextValue | null>(null);

/** The enclosing `Text`/`Heading`, or `null` outside one. */
export function useTextContext(): TextContextValue | null {
  return useContext(TextContext);
}
