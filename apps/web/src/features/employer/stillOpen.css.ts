import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** A short message page: a readable measure, as the alerts' unsubscribe page has. */
export const page = style({ maxWidth: vars.contentWidth.small });
