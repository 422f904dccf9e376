import {
  createTestUser,
  openTestAccounts,
  strongPassword,
  TestClock,
} from '@joblane/accounts/testing';
import { deleteAccount, organisationsOf, type Accounts } from '@joblane/accounts';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  AD_LIFETIME_DAYS,
  adChangeMessages,
  adOrganisationId,
  askStillOpen,
  closeAd,
  createDraft,
  daysLeft,
  expireDueAds,
  getAd,
  listAds,
  openAds,
  publishAd,
  quietLiveAds,
  updateAd,
  type Ads,
} from './index.ts';
import { sampleAdFields } from './testing/sampleAds.ts';

const day = 24 * 3600_000;

describe.each(dialects)('ads on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  let ads: Ads;
  const clock = new TestClock();

  async function employer() {
    const user = await createTestUser(accounts, 'employer');
    const [organisation] = await organisationsOf(accounts, user.id);
    return { userId: user.id, organisationId: organisation!.id };
  }

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock);
    ads = await openAds(database, { now: clock.now });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('saves a draft that only its organisation sees', async () => {
    const { userId, organisationId } = await employer();
    const other = await employer();
    const draft = await createDraft(ads, organisationId, userId, sampleAdFields());
    expect(draft).toMatchObject({
      organisationId,
      status: 'draft',
      createdBy: userId,
      publishedAt: null,
      expiresAt: null,
      closedAt: null,
      fields: sampleAdFields(),
    });
    expect(draft.id).toMatch(/^ad-[a-z0-9]{12}$/);
    expect(await getAd(ads, organisationId, draft.id)).toEqual(draft);
    expect(await getAd(ads, other.organisationId, draft.id)).toBeUndefined();
    expect(await listAds(ads, other.organisationId)).toEqual([]);
    expect(await adOrganisationId(ads, draft.id)).toBe(organisationId);
    expect(await adOrganisationId(ads, 'ad-unknown')).toBeUndefined();
    expect(await updateAd(ads, other.organisationId, draft.id, sampleAdFields())).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(await publishAd(ads, other.organisationId, draft.id)).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(await closeAd(ads, other.organisationId, draft.id)).toEqual({
      ok: false,
      problem: 'not-found',
    });
  });

  it('publishes a draft for 30 days; edits keep the id; screening questions are fixed once live', async () => {
    const { userId, organisationId } = await employer();
    const draft = await createDraft(ads, organisationId, userId, sampleAdFields());
    // A draft's questions may change freely.
    const edited = await updateAd(
      ads,
      organisationId,
      draft.id,
      sampleAdFields({
        apply: { method: 'joblane', questions: [{ kind: 'text', question: 'Why us?' }] },
      }),
    );
    expect(edited.ok).toBe(true);

    clock.advance(60_000);
    const published = await publishAd(ads, organisationId, draft.id);
    if (!published.ok) throw new Error('not published');
    expect(published.published).toBe(true);
    const publishedAt = clock.now().toISOString();
    expect(published.ad).toMatchObject({
      id: draft.id,
      status: 'live',
      publishedAt,
      expiresAt: new Date(clock.now().getTime() + AD_LIFETIME_DAYS * day).toISOString(),
    });
    expect(daysLeft(published.ad, clock.now())).toBe(30);

    // A write that must go with publishing: it fails, and the ad stays a draft.
    const other = await createDraft(ads, organisationId, userId, sampleAdFields());
    await expect(
      publishAd(ads, organisationId, other.id, {
        alongside: async () => {
          throw new Error('the job could not be written');
        },
      }),
    ).rejects.toThrow('the job could not be written');
    expect((await getAd(ads, organisationId, other.id))?.status).toBe('draft');
    // It succeeds: it saw the live ad inside the same transaction, and both are kept.
    const seen: string[] = [];
    const together = await publishAd(ads, organisationId, other.id, {
      alongside: async (trx, ad) => {
        const row = await trx
          .selectFrom('ads')
          .select('status')
          .where('id', '=', ad.id)
          .executeTakeFirstOrThrow();
        seen.push(`${ad.status} ${row.status}`);
      },
    });
    expect(together.ok && together.published).toBe(true);
    expect(seen).toEqual(['live live']);
    expect((await getAd(ads, organisationId, other.id))?.status).toBe('live');
    // Closing with work alongside: it fails, the ad stays live; it succeeds, both are kept.
    await expect(
      closeAd(ads, organisationId, other.id, {
        alongside: async () => {
          throw new Error('the job could not be expired');
        },
      }),
    ).rejects.toThrow('the job could not be expired');
    expect((await getAd(ads, organisationId, other.id))?.status).toBe('live');
    // Already live: nothing to publish, nothing alongside.
    const twice = await publishAd(ads, organisationId, other.id, {
      alongside: async () => {
        seen.push('again');
      },
    });
    expect(twice.ok && twice.published).toBe(false);
    expect(seen).toEqual(['live live']);
    const closedTogether = await closeAd(ads, organisationId, other.id, {
      alongside: async (_trx, ad) => {
        seen.push(`closed ${ad.status}`);
      },
    });
    expect(closedTogether.ok).toBe(true);
    expect(seen).toEqual(['live live', 'closed closed']);
    expect((await getAd(ads, organisationId, other.id))?.status).toBe('closed');

    const sameQuestions = sampleAdFields({
      title: 'Senior Registered Nurse',
      apply: { method: 'joblane', questions: [{ kind: 'text', question: 'Why us?' }] },
    });
    const retitled = await updateAd(ads, organisationId, draft.id, sameQuestions);
    expect(retitled.ok && retitled.ad).toMatchObject({
      id: draft.id,
      status: 'live',
      publishedAt,
      fields: { title: 'Senior Registered Nurse' },
    });
    const again = await publishAd(ads, organisationId, draft.id);
    expect(again.ok && again.published).toBe(false);
    expect(again.ok && again.ad.publishedAt).toBe(publishedAt);

    expect(
      await updateAd(
        ads,
        organisationId,
        draft.id,
        sampleAdFields({
          apply: { method: 'joblane', questions: [{ kind: 'text', question: 'Why?' }] },
        }),
      ),
    ).toEqual({
      ok: false,
      problem: 'fixed',
      errors: { questions: adChangeMessages.questionsFixed },
    });
    expect(
      await updateAd(
        ads,
        organisationId,
        draft.id,
        sampleAdFields({ apply: { method: 'external', url: 'https://example.com/apply' } }),
      ),
    ).toEqual({
      ok: false,
      problem: 'fixed',
      errors: { applyMethod: adChangeMessages.applyFixed },
    });
    expect((await getAd(ads, organisationId, draft.id))?.fields.title).toBe(
      'Senior Registered Nurse',
    );
  });

  it('closes a live ad now; a closed ad cannot be edited, published or closed again', async () => {
    const { userId, organisationId } = await employer();
    const draft = await createDraft(ads, organisationId, userId, sampleAdFields());
    expect(await closeAd(ads, organisationId, draft.id)).toEqual({
      ok: false,
      problem: 'ended',
      message: adChangeMessages.notLive,
    });
    await publishAd(ads, organisationId, draft.id);
    clock.advance(day);
    const closed = await closeAd(ads, organisationId, draft.id);
    expect(closed.ok && closed.ad).toMatchObject({
      status: 'closed',
      closedAt: clock.now().toISOString(),
    });
    expect(closed.ok && daysLeft(closed.ad, clock.now())).toBeNull();
    const ended = { ok: false, problem: 'ended', message: adChangeMessages.ended };
    expect(await closeAd(ads, organisationId, draft.id)).toEqual(ended);
    expect(await publishAd(ads, organisationId, draft.id)).toEqual(ended);
    expect(await updateAd(ads, organisationId, draft.id, sampleAdFields())).toEqual(ended);
  });

  it('expires live ads 30 days after publishing, each returned once', async () => {
    const { userId, organisationId } = await employer();
    const first = await createDraft(ads, organisationId, userId, sampleAdFields());
    await publishAd(ads, organisationId, first.id);
    clock.advance(day);
    const second = await createDraft(ads, organisationId, userId, sampleAdFields());
    await publishAd(ads, organisationId, second.id);
    const draft = await createDraft(ads, organisationId, userId, sampleAdFields());

    clock.advance((AD_LIFETIME_DAYS - 1) * day - 1);
    expect((await expireDueAds(ads)).filter((ad) => ad.organisationId === organisationId)).toEqual(
      [],
    );
    clock.advance(1);
    const expired = await expireDueAds(ads);
    expect(expired.filter((ad) => ad.organisationId === organisationId).map((ad) => ad.id)).toEqual(
      [first.id],
    );
    expect(expired.find((ad) => ad.id === first.id)?.status).toBe('expired');
    expect(await expireDueAds(ads)).toEqual([]);
    clock.advance(day);
    expect((await expireDueAds(ads)).map((ad) => ad.id)).toEqual([second.id]);
    const statuses = Object.fromEntries(
      (await listAds(ads, organisationId)).map((ad) => [ad.id, ad.status]),
    );
    expect(statuses).toEqual({
      [first.id]: 'expired',
      [second.id]: 'expired',
      [draft.id]: 'draft',
    });
  });

  it('expires nothing when the work alongside fails: the ads stay live for the next run', async () => {
    const { userId, organisationId } = await employer();
    const draft = await createDraft(ads, organisationId, userId, sampleAdFields());
    await publishAd(ads, organisationId, draft.id);
    clock.advance(AD_LIFETIME_DAYS * day);
    await expect(
      expireDueAds(ads, {
        alongside: async (trx, expired) => {
          // Inside the transaction the ads are already expired.
          const row = await trx
            .selectFrom('ads')
            .select('status')
            .where('id', '=', draft.id)
            .executeTakeFirstOrThrow();
          expect([expired.map((ad) => ad.id), row.status]).toEqual([[draft.id], 'expired']);
          throw new Error('the job record is away');
        },
      }),
    ).rejects.toThrow('the job record is away');
    expect((await getAd(ads, organisationId, draft.id))?.status).toBe('live');
    let called = 0;
    const expired = await expireDueAds(ads, {
      alongside: async () => {
        called += 1;
      },
    });
    expect(expired.map((ad) => ad.id)).toEqual([draft.id]);
    expect(called).toBe(1);
    // Nothing due: nothing alongside.
    expect(
      await expireDueAds(ads, {
        alongside: async () => {
          called += 1;
        },
      }),
    ).toEqual([]);
    expect(called).toBe(1);
  });

  it('hands each due ad to exactly one of several servers expiring at once', async () => {
    const { userId, organisationId } = await employer();
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const draft = await createDraft(ads, organisationId, userId, sampleAdFields());
      await publishAd(ads, organisationId, draft.id);
      ids.push(draft.id);
    }
    clock.advance(AD_LIFETIME_DAYS * day);
    const servers = [
      ads,
      ...[1, 2].map(() => ({ ...ads, db: database.connectAgain().as() })),
    ] as Ads[];
    // On PostgreSQL each claim does its work alongside, in the claiming transaction, as the web's
    // expiry with the job record does. (SQLite has one server: a second connection in the same
    // process would busy-wait on the lock the open transaction holds.)
    const alongside: string[] = [];
    const withWork = dialect === 'postgres';
    const claimed = (
      await Promise.all(
        servers.flatMap((server) =>
          [1, 2, 3].map(() =>
            expireDueAds(server, {
              limit: 7,
              ...(withWork
                ? {
                    alongside: async (_trx, expired) => {
                      alongside.push(...expired.map((ad) => ad.id));
                    },
                  }
                : {}),
            }),
          ),
        ),
      )
    ).flat();
    if (withWork) expect(alongside.toSorted()).toEqual(claimed.map((ad) => ad.id).toSorted());
    // Whatever the first round left, later rounds take; nothing is taken twice.
    const rest = [];
    for (let round = 0; round < 10; round += 1)
      rest.push(...(await expireDueAds(ads, { limit: 7 })));
    const all = [...claimed, ...rest].map((ad) => ad.id);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...ids].sort());
  });

  it('asks once per quiet live ad whether it is still open, even with several servers at once', async () => {
    const { userId, organisationId } = await employer();
    const quiet = await createDraft(ads, organisationId, userId, sampleAdFields());
    await publishAd(ads, organisationId, quiet.id);
    const edited = await createDraft(ads, organisationId, userId, sampleAdFields());
    await publishAd(ads, organisationId, edited.id);
    const closed = await createDraft(ads, organisationId, userId, sampleAdFields());
    await publishAd(ads, organisationId, closed.id);
    clock.advance(10 * day);
    await updateAd(ads, organisationId, edited.id, sampleAdFields());
    await closeAd(ads, organisationId, closed.id);
    clock.advance(11 * day);
    const since = new Date(clock.now().getTime() - 21 * day);
    const candidates = (await quietLiveAds(ads, { quietSince: since })).map((ad) => ad.id);
    // Edited 11 days ago, or closed: not quiet.
    expect(candidates).toContain(quiet.id);
    expect(candidates).not.toContain(edited.id);
    expect(candidates).not.toContain(closed.id);

    const servers = [ads, ...[1, 2].map(() => ({ ...ads, db: database.connectAgain().as() }))];
    const mailed: string[] = [];
    const asked = await Promise.all(
      (dialect === 'postgres' ? servers : [ads, ads, ads]).map((server) =>
        askStillOpen(server as Ads, quiet.id, async (_trx, ad) => {
          mailed.push(ad.id);
        }),
      ),
    );
    expect(asked.filter((ad) => ad !== undefined).map((ad) => ad!.id)).toEqual([quiet.id]);
    expect(mailed).toEqual([quiet.id]);
    // Asked: never a candidate again; a closed ad is never asked.
    expect((await quietLiveAds(ads, { quietSince: since })).map((ad) => ad.id)).not.toContain(
      quiet.id,
    );
    expect(await askStillOpen(ads, closed.id, async () => undefined)).toBeUndefined();
  });

  it('keeps its rules in the database too', async () => {
    const { organisationId } = await employer();
    const row = {
      id: 'ad-rules',
      organisation_id: organisationId,
      fields: '{}',
      created_by: null,
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
      published_at: null,
      expires_at: null,
      closed_at: null,
    };
    const insert = (values: object) =>
      ads.db
        .insertInto('ads')
        .values({ ...row, status: 'draft', ...values })
        .execute();
    await expect(insert({ status: 'paused' })).rejects.toThrow();
    await expect(insert({ status: 'live' })).rejects.toThrow();
    await expect(
      insert({ published_at: row.created_at, expires_at: row.created_at, status: 'live' }),
    ).rejects.toThrow();
    await expect(insert({ organisation_id: 'no-such-organisation' })).rejects.toThrow();
    await expect(
      insert({
        status: 'closed',
        published_at: row.created_at,
        expires_at: new Date(clock.now().getTime() + day).toISOString(),
      }),
    ).rejects.toThrow();
    await insert({});
    expect(await adOrganisationId(ads, 'ad-rules')).toBe(organisationId);
  });

  it("goes with its organisation: deleting the organisation's last member deletes its ads", async () => {
    const { userId, organisationId } = await employer();
    const draft = await createDraft(ads, organisationId, userId, sampleAdFields());
    expect(await deleteAccount(accounts, userId, strongPassword)).toEqual({ ok: true });
    expect(await adOrganisationId(ads, draft.id)).toBeUndefined();
  });
});
