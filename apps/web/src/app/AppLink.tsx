import { createLinkComponent } from '@joblane/router-links';

/** The app's internal link: an `<a>` whose href keeps the current `v` pin (router-links). */
export const AppLink = createLinkComponent();
