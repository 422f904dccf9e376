import { createIcon } from './createIcon.tsx';

// Drawn for Joblane on a 24x24 grid with 2-unit round strokes; filled shapes set `fill`.
// Each call is marked pure so bundles keep only the icons a page uses.

export const IconSearch = /* @__PURE__ */ createIcon(
  'IconSearch',
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 20 20" />
  </>,
);

export const IconLocation = /* @__PURE__ */ createIcon(
  'IconLocation',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const IconBookmark = /* @__PURE__ */ createIcon(
  'IconBookmark',
  <path d="M6 4h12v16l-6-4.5L6 20V4Z" />,
);

export const IconBookmarkFilled = /* @__PURE__ */ createIcon(
  'IconBookmarkFilled',
  <path d="M6 4h12v16l-6-4.5L6 20V4Z" fill="currentColor" />,
);

export const IconClear = /* @__PURE__ */ createIcon(
  'IconClear',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </>,
);

export const IconChevronUp = /* @__PURE__ */ createIcon(
  'IconChevronUp',
  <path d="m6 15 6-6 6 6" />,
);
export const IconChevronDown = /* @__PURE__ */ createIcon(
  'IconChevronDown',
  <path d="m6 9 6 6 6-6" />,
);
export const IconChevronLeft = /* @__PURE__ */ createIcon(
  'IconChevronLeft',
  <path d="m15 6-6 6 6 6" />,
);
export const IconChevronRight = /* @__PURE__ */ createIcon(
  'IconChevronRight',
  <path d="m9 6 6 6-6 6" />,
);

export const IconTick = /* @__PURE__ */ createIcon('IconTick', <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const IconCritical = /* @__PURE__ */ createIcon(
  'IconCritical',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);

export const IconInfo = /* @__PURE__ */ createIcon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
);

export const IconCaution = /* @__PURE__ */ createIcon(
  'IconCaution',
  <>
    <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17v.01" />
  </>,
);

export const IconPromote = /* @__PURE__ */ createIcon(
  'IconPromote',
  <>
    <path d="M4 10v4h3l8 4.5V5.5L7 10H4Z" />
    <path d="M18.5 9.5a3.5 3.5 0 0 1 0 5M7 14l1.5 5.5" />
  </>,
);

export const IconExternalLink = /* @__PURE__ */ createIcon(
  'IconExternalLink',
  <>
    <path d="M18 13.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5.5" />
    <path d="M14.5 4H20v5.5M20 4l-9 9" />
  </>,
);

export const IconMoney = /* @__PURE__ */ createIcon(
  'IconMoney',
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6.5 9.5v.01M17.5 14.5v.01" />
  </>,
);

export const IconTime = /* @__PURE__ */ createIcon(
  'IconTime',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>,
);

export const IconFilter = /* @__PURE__ */ createIcon(
  'IconFilter',
  <path d="M4 5h16l-6.2 7.4V19l-3.6-1.8v-4.8L4 5Z" />,
);

export const IconSort = /* @__PURE__ */ createIcon(
  'IconSort',
  <>
    <path d="M8 19V5M4.5 8.5 8 5l3.5 3.5" />
    <path d="M16 5v14M12.5 15.5 16 19l3.5-3.5" />
  </>,
);

export const IconClose = /* @__PURE__ */ createIcon('IconClose', <path d="m6 6 12 12M18 6 6 18" />);

export const IconAdd = /* @__PURE__ */ createIcon('IconAdd', <path d="M12 5v14M5 12h14" />);

export const IconHistory = /* @__PURE__ */ createIcon(
  'IconHistory',
  <>
    <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.7" />
    <path d="M4 4.5v4.2h4.2M12 8v4.5l3 1.8" />
  </>,
);
