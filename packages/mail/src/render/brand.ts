/**
 * The brand in email. Email clients cannot use the site's stylesheet or CSS variables, so these
 * are the light-mode values of `@joblane/theme`'s tokens (`joblaneTokens`; its public entry point
 * loads vanilla-extract, which only runs inside a build). Change them together.
 */
export const brand = {
  /** `color.background.brand`: the ink-indigo header band. */
  brand: '#1e1a4d',
  /** `color.background.brandAccent`: the vermilion call to action. */
  accent: '#cc4210',
  /** `color.foreground.neutralInverted`: text on the brand and the accent. */
  onBrand: '#ffffff',
  /** `color.background.body`. */
  body: '#f6f6f9',
  /** `color.background.surface`. */
  surface: '#ffffff',
  /** `color.foreground.neutral`. */
  text: '#1b1a2b',
  /** `color.foreground.secondary`. */
  secondaryText: '#565468',
  /** `color.foreground.link`. */
  link: '#2d44b8',
  /** `color.border.neutralLight`. */
  border: '#dcdbe4',
  /** Figtree is the site's web font; mail clients mostly lack it, so the stack falls back. */
  // Unquoted family names, so the stack needs no escaping inside a style attribute.
  fontFamily: 'Figtree, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
} as const;
