import type { ReactNode } from 'react';

/** Whether a slot renders anything: not `undefined`, `null`, `false` or `''`. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
