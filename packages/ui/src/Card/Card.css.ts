import { style } from '@vanilla-extract/css';

// After the reset and atoms (see atoms.css.ts), so these rules win over them.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

export const card = style({ position: 'relative' });
