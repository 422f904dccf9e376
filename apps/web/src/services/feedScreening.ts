import type { JobInput } from '@joblane/jobs';
import { screenableFromJob, screenAd, thresholds } from '@joblane/moderation/screening';

/**
 * Feed jobs pass the same screen as employers' ads. A feed comes from a partner the operator
 * chose, so its jobs are judged as an established organisation's (not a new account's first
 * ads); what would be held or refused is left out, and this says why (undefined: clear).
 */
export function screenFeedJob(job: JobInput): string | undefined {
  const result = screenAd(screenableFromJob(job), {
    organisation: { verified: false, liveAdsBefore: thresholds.firstAdsBelow },
  });
  if (result.outcome === 'clear') return undefined;
  const reasons = result.signals.map((signal) => signal.reason).join(' ');
  return `${result.outcome === 'hold' ? 'held for review' : 'refused'} by screening (score ${result.score}): ${reasons}`;
}
