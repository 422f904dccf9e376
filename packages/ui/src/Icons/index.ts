// The public entry point `@joblane/ui/icons`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { createIcon, iconTones, type IconProps, type IconTone } from './createIcon.tsx';
export {
  IconAdd,
  IconBookmark,
  IconBookmarkFilled,
  IconCaution,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconClear,
  IconClose,
  IconCritical,
  IconExternalLink,
  IconFilter,
  IconHistory,
  IconInfo,
  IconLocation,
  IconMoney,
  IconPromote,
  IconSearch,
  IconSort,
  IconTick,
  IconTime,
} from './icons.tsx';
