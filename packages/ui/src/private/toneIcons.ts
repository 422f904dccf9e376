import { IconCaution, IconCritical, IconInfo, IconPromote, IconTick } from '../Icons/icons.tsx';

/** The icon each tone shows with (`Alert`, `Notice`, `FieldMessage`, toasts): one look per tone. */
export const toneIcons = {
  critical: IconCritical,
  caution: IconCaution,
  positive: IconTick,
  info: IconInfo,
  promote: IconPromote,
} as const;
