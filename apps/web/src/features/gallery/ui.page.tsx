import { allExamples } from '@joblane/ui/examples';

import type { PageProps } from '../../app/context.ts';
import { ComponentPage } from './ComponentPage.tsx';
import { GalleryIndex } from './GalleryIndex.tsx';
import type { KitPageDocs } from './kitDocs.ts';
import type { GalleryEntry } from './search.ts';

export type GalleryData =
  | { kind: 'index'; query: string; entries: GalleryEntry[] }
  | { kind: 'component'; docs: KitPageDocs };

/** `/ui` and `/ui/<component>`: the kit's documentation, in the real document. */
export default function UiGalleryPage({ data }: PageProps<GalleryData>) {
  if (data.kind === 'index') return <GalleryIndex query={data.query} entries={data.entries} />;
  const examples = allExamples.find(({ component }) => component === data.docs.component);
  if (examples === undefined) {
    throw new Error(`The kit has no examples for ${data.docs.component}; rebuild the app.`);
  }
  return <ComponentPage docs={data.docs} examples={examples} />;
}
