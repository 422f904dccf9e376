import { Children, Fragment, type ReactElement, type ReactNode, isValidElement } from 'react';

/**
 * Children as a flat array, with fragments opened up and empty values dropped, so layout
 * components space what the reader sees as siblings (`<>{a}{b}</>` is two items). Keys are
 * prefixed with the fragment's key so they stay unique.
 */
export function flattenChildren(children: ReactNode, keyPrefix = ''): ReactNode[] {
  const result: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (isValidElement(child) && child.type === Fragment) {
      const fragment = child as ReactElement<{ children?: ReactNode }>;
      result.push(...flattenChildren(fragment.props.children, `${keyPrefix}${String(child.key)}`));
    } else if (isValidElement(child) && keyPrefix !== '') {
      result.push({ ...child, key: `${keyPrefix}${String(child.key)}` });
    } else {
      result.push(child);
    }
  }
  return result;
}
