import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';
import { useVersionedHref } from './CurrentLocation.tsx';
import { isExternalTarget } from './versionParam.ts';

/** What the kit passes to its link component (React 19: `ref` is a plain prop). */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

const NEW_TAB_REL = ['noopener', 'noreferrer'];
// The props the link sets itself on the anchor; every other prop is passed through.
const linkOwnProps = new Set(['href', 'rel', 'target', 'ref', 'children']);

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
  function VersionedLink(props: LinkComponentProps) {
    const { href, rel, target } = props;
    const versionedHref = useVersionedHref(href);
    const opensNewTab = target?.toLowerCase() === '_blank';
    // Copied key by key rather than with `{ href, rel, ...anchorProps }`: V8 runs object rest
    // through a slow runtime path, which made this the costliest part of a page's render. The
    // anchor gets the other props first, then ref, href, target, rel and children, as before.
    const anchor: Record<string, unknown> = {};
    for (const key in props) {
      if (!linkOwnProps.has(key)) anchor[key] = props[key as keyof LinkComponentProps];
    }
    anchor.ref = props.ref;
    anchor.href = versionedHref;
    anchor.target = target;
    anchor.rel = opensNewTab && isExternalTarget(href) ? relForNewTab(rel) : rel;
    return <a {...anchor}>{props.children}</a>;
  }
  return VersionedLink;
}
