import { LRUCache } from 'lru-cache';

/**
 * Per-client budgets: a token bucket per client address that holds `perMinute` units and refills
 * at `perMinute` a minute. A request spends its cost; when the bucket cannot pay, the client is
 * told how long to wait. At most `maxClients` buckets are kept (`lru-cache`: the least recently
 * seen go first), so many addresses cannot grow memory without bound.
 */
export class ClientBudget {
  private readonly buckets: LRUCache<string, { units: number; at: number }>;
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    maxClients = 100_000,
  ) {
    this.perMs = perMinute / 60_000;
    this.buckets = new LRUCache({ max: maxClients });
  }

  /** Spends `units` for `client` at `now` (ms); returns 0, or the seconds until it could. */
  spend(client: string, units: number, now: number): number {
    const bucket = this.buckets.get(client);
    let available = this.perMinute;
    if (bucket !== undefined) {
      available = Math.min(this.perMinute, bucket.units + (now - bucket.at) * this.perMs);
    }
    const affordable = available >= units;
    this.buckets.set(client, { units: affordable ? available - units : available, at: now });
    if (affordable) return 0;
    return Math.max(
      1,
      Math.ceil((Math.min(units, this.perMinute) - available) / this.perMs / 1000),
    );
  }
}
