import { keyframes, style } from '@vanilla-extract/css';

const pulse = keyframes({
  '0%, 80%, 100%': { opacity: 0.25, transform: 'scale(0.75)' },
  '40%': { opacity: 1, transform: 'scale(1)' },
});

export const dots = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25em',
  height: '1em',
});

export const dot = style({
  display: 'block',
  width: '0.4em',
  height: '0.4em',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
  animationName: pulse,
  animationDuration: '1.2s',
  animationIterationCount: 'infinite',
  animationTimingFunction: 'ease-in-out',
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': {
    // Without motion the dots stay still but visible.
    '(prefers-reduced-motion: reduce)': { animationName: 'none', opacity: 0.6 },
  },
});
