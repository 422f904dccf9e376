import type { ScreenableAd, ScreeningContext } from './ad.ts';
import { rules, RULES_VERSION, type Signal } from './rules.ts';
import { prepare } from './text.ts';

export const screeningOutcomes = ['clear', 'hold', 'refuse'] as const;
export type ScreeningOutcome = (typeof screeningOutcomes)[number];

export interface ScreeningResult {
  outcome: ScreeningOutcome;
  /** The sum of the signals' weights. */
  score: number;
  signals: Signal[];
  /** The rules that judged it (`RULES_VERSION`). */
  rulesVersion: string;
}

/**
 * Where the outcomes start. An unverified organisation's first ads are held from a lower score:
 * a scammer's account is new and unverified, and one clear signal is enough to look first.
 * Refusing needs a high score made of at least three patterns of fraud (money asked, contact
 * moved off the platform and bank details wanted, say): a refusal is for the unmistakable and
 * tells the employer the rules, so everything short of it is held for a person to look at (a
 * scammer learns nothing from "In review").
 */
export const thresholds = {
  hold: { verified: 40, established: 40, firstAds: 25 },
  /** An unverified organisation with fewer live ads before this one is on its first ads. */
  firstAdsBelow: 3,
  refuse: { score: 100, seriousRules: 3 },
} as const;

/** The score from which an ad by this organisation is held. */
export function holdThreshold(context: ScreeningContext): number {
  const organisation = context.organisation;
  if (organisation?.verified) return thresholds.hold.verified;
  if (organisation && organisation.liveAdsBefore >= thresholds.firstAdsBelow)
    return thresholds.hold.established;
  return thresholds.hold.firstAds;
}

/**
 * Screens an ad from its own text and facts: each rule gives at most one signal; the score is
 * their sum. Pure and deterministic (no clock, no index): the caller passes the organisation's
 * standing and the sub-classification's typical pay in `context`.
 */
export function screenAd(ad: ScreenableAd, context: ScreeningContext = {}): ScreeningResult {
  const prepared = prepare(ad);
  const signals: Signal[] = [];
  for (const rule of rules) {
    const signal = rule.check(prepared, context);
    if (signal) signals.push(signal);
  }
  const score = signals.reduce((sum, signal) => sum + signal.weight, 0);
  const serious = signals.filter((signal) =>
    rules.some((rule) => rule.id === signal.rule && rule.serious),
  ).length;
  const outcome: ScreeningOutcome =
    score >= thresholds.refuse.score && serious >= thresholds.refuse.seriousRules
      ? 'refuse'
      : score >= holdThreshold(context)
        ? 'hold'
        : 'clear';
  return { outcome, score, signals, rulesVersion: RULES_VERSION };
}
