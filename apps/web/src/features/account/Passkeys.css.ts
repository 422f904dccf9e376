import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** Why a passkey button does nothing here, just under it. */
export const note = style({ marginTop: vars.space.small });
