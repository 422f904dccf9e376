// Screening alone: pure functions with no database and no Node.js built-ins, so the ad form can
// show the same reasons in the browser (`@joblane/moderation/screening`).
export {
  screenableFromAdFields,
  screenableFromJob,
  type AdFieldsLike,
  type ScreenableAd,
  type ScreeningContext,
} from './ad.ts';
export {
  lookAlikeBrand,
  rules,
  RULES_VERSION,
  type Rule,
  type RuleId,
  type Signal,
} from './rules.ts';
export {
  holdThreshold,
  screenAd,
  screeningOutcomes,
  thresholds,
  type ScreeningOutcome,
  type ScreeningResult,
} from './screen.ts';
