import { type ClassValue, clsx } from 'clsx';
import { type AllHTMLAttributes, type ElementType, type Ref, createElement } from 'react';

import * as reset from '../private/reset.css.ts';
// After the reset (see atoms.css.ts), so atoms win over it.
import { type Atoms, atoms } from '../private/atoms.css.ts';

type AtomName = keyof Atoms;

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, AtomName | 'className'>, Atoms {
  /** The element (or component) to render. Default `div`. */
  component?: ElementType;
  /** Extra classes: a string or anything `clsx` accepts. */
  className?: ClassValue;
  ref?: Ref<HTMLElement>;
}

const atomNames = new Set<string>(atoms.properties);

/** Splits `Box` props into style atoms and everything else (attributes, handlers, children). */
function splitAtoms(props: Record<string, unknown>) {
  const atomProps: Record<string, unknown> = {};
  const otherProps: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (atomNames.has(name)) atomProps[name] = value;
    else otherProps[name] = value;
  }
  return { atomProps: atomProps as Atoms, otherProps };
}

/**
 * The kit's primitive: renders `component` (default `div`) with the browser defaults reset and
 * every style prop (`padding`, `display`, `background`, ...) turned into shared atomic classes.
 * Style props take responsive values: `padding={{ mobile: 'small', desktop: 'large' }}`.
 */
export function Box({ component = 'div', className, ...props }: BoxProps) {
  const { atomProps, otherProps } = splitAtoms(props);
  const classes = clsx(
    reset.base,
    typeof component === 'string' && reset.element[component],
    atoms(atomProps),
    className,
  );
  return createElement(component, { ...otherProps, className: classes || undefined });
}
