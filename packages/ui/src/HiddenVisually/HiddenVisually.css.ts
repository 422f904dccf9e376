import { style } from '@vanilla-extract/css';

import { hiddenVisuallyRule } from '../private/styleRules.ts';

export const hiddenVisually = style(hiddenVisuallyRule);
