// The public entry point `@joblane/ui/Badge`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  Badge,
  badgeTones,
  badgeWeights,
  type BadgeProps,
  type BadgeTone,
  type BadgeWeight,
} from './Badge.tsx';
