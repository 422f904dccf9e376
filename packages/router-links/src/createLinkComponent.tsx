import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';
import { useVersionedHref } from './CurrentLocation.tsx';
import { isExternalTarget } from './versionParam.ts';

/** What the kit passes to its link component (React 19: `ref` is a plain prop). */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

const NEW_TAB_REL = ['noopener', 'noreferrer'];

function relForNewTab(rel: string | undefined): string {
  const tokens = (rel ?? '').split(/\s+/).filter((token) => token !== '');
  const present = new Set(tokens.map((token) => token.toLowerCase()));
  return [...tokens, ...NEW_TAB_REL.filter((token) => !present.has(token))].join(' ');
}

/**
 * The link component to hand to the kit's `UIProvider` (`linkComponent`). It renders an `<a>`
 * whose `href` carries the current `v` (see `mergeVersionParam`), forwards `ref` and every anchor
 * prop, and adds `rel="noopener noreferrer"` to external targets that open in a new tab.
 * Render it inside `CurrentLocationProvider`.
 */
export function createLinkComponent(): ComponentType<LinkComponentProps> {
  function VersionedLink({ href, rel, target, ref, children, ...anchorProps }: LinkComponentProps) {
    const versionedHref = useVersionedHref(href);
    const opensNewTab = target?.toLowerCase() === '_blank';
    return (
      <a
        {...anchorProps}
        ref={ref}
        href={versionedHref}
        target={target}
        rel={opensNewTab && isExternalTarget(href) ? relForNewTab(rel) : rel}
      >
        {children}
      </a>
    );
  }
  return VersionedLink;
}
