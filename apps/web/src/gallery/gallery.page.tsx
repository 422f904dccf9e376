import { allExamples } from '@joblane/ui/examples';

import type { PageProps } from '../app/context.ts';
import { Gallery } from './Gallery.tsx';

export type GalleryData = Record<string, never>;

/** `/ui`: every example of the component kit, grouped by component, in the real document. */
export default function UiGalleryPage(_props: PageProps<GalleryData>) {
  return <Gallery groups={allExamples} />;
}
