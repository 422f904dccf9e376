import type { ReactNode } from 'react';

/** The key to give a layout wrapper around `child`: the child's own key, or its position. */
export function childKey(child: ReactNode, index: number): string {
  return typeof child === 'object' && child !== null && 'key' in child && child.key !== null
    ? String(child.key)
    : String(index);
}
