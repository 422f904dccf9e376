import type { LinkComponentProps } from '@joblane/router-links';
import { type ComponentType, createContext, createElement, useContext } from 'react';

export type { LinkComponentProps };

/** A plain `<a>`: the link component when the app gives none (React 19 passes `ref` as a prop). */
export function DefaultLink({ ref, children, ...anchorProps }: LinkComponentProps) {
  return (
    <a ref={ref} {...anchorProps}>
      {children}
    </a>
  );
}

export const LinkComponentContext = createContext<ComponentType<LinkComponentProps>>(DefaultLink);

/** The link component every kit link renders through (see `UIProvider`'s `linkComponent`). */
export function useLinkComponent(): ComponentType<LinkComponentProps> {
  return useContext(LinkComponentContext);
}

/**
 * An anchor rendered through the app's link component: what kit components (`TextLink`,
 * `ButtonLink`, `Pagination`) render for every link, so the `v` pin rule applies to all of them.
 */
export function KitLink(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}
