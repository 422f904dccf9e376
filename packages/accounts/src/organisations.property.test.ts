import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  acceptInvitation,
  deleteAccount,
  inviteMember,
  listMembers,
  organisationsOf,
  removeMember,
  setMemberRole,
  signUp,
  type Accounts,
} from './index.ts';
import { openTestAccounts, strongPassword, TestClock } from './testAccounts.ts';

type Operation =
  | { kind: 'sign-up'; employer: boolean }
  | { kind: 'invite'; actor: number; organisation: number; invitee: number; byOwner: boolean }
  | { kind: 'accept'; user: number; invitation: number; byInvitee: boolean }
  | { kind: 'remove'; actor: number; organisation: number; member: number }
  | { kind: 'role'; actor: number; organisation: number; member: number; owner: boolean }
  | { kind: 'delete'; user: number };

const index = fc.nat({ max: 7 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  // Weighted so runs reach organisations with several members, where the rules matter.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('sign-up' as const), employer: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('invite' as const),
      actor: index,
      organisation: index,
      invitee: index,
      byOwner: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('accept' as const),
      user: index,
      invitation: index,
      byInvitee: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('remove' as const),
      actor: index,
      organisation: index,
      member: index,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('role' as const),
      actor: index,
      organisation: index,
      member: index,
      owner: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), user: index }) },
);

let run = 0;
let accepted = 0;

/** Plays the operations; indexes pick (modulo) among the users, organisations and invitations made so far. */
async function play(accounts: Accounts, operations: Operation[]) {
  run += 1;
  const users: { id: string; email: string; employer: boolean }[] = [];
  const organisations: string[] = [];
  const invitations: { token: string; invitee: { id: string } }[] = [];
  const pick = <T>(list: T[], at: number) =>
    list.length === 0 ? undefined : list[at % list.length];
  for (const [step, op] of operations.entries()) {
    if (op.kind === 'sign-up') {
      const email = `p${run}.${step}@example.com`;
      const result = await signUp(accounts, {
        role: op.employer ? 'employer' : 'seeker',
        name: `Person ${step}`,
        email,
        password: strongPassword,
        ...(op.employer ? { organisationName: `Org ${run} ${step}` } : {}),
      });
      if (!result.ok) throw new Error('sign-up refused');
      users.push({ id: result.user.id, email, employer: op.employer });
      for (const organisation of await organisationsOf(accounts, result.user.id))
        organisations.push(organisation.id);
    } else if (op.kind === 'invite') {
      const organisation = pick(organisations, op.organisation);
      // Mostly one of its owners (who may invite), sometimes anyone (who mostly may not).
      const owner =
        organisation === undefined
          ? undefined
          : await accounts.db
              .selectFrom('memberships')
              .select('user_id as id')
              .where('organisation_id', '=', organisation)
              .where('role', '=', 'owner')
              .executeTakeFirst();
      const actor = op.byOwner ? owner : pick(users, op.actor);
      // The usual case: an owner invites an employer who is not a member yet.
      const members = new Set(
        organisation === undefined
          ? []
          : (
              await accounts.db
                .selectFrom('memberships')
                .select('user_id')
                .where('organisation_id', '=', organisation)
                .execute()
            ).map((row) => row.user_id),
      );
      const outsiders = users.filter((user) => user.employer && !members.has(user.id));
      const invitee = op.byOwner ? pick(outsiders, op.invitee) : pick(users, op.invitee);
      if (actor && organisation && invitee) {
        const result = await inviteMember(accounts, actor.id, organisation, invitee.email);
        if (result.ok) invitations.push({ token: result.token, invitee });
      }
    } else if (op.kind === 'accept') {
      // Mostly the invited person (the common case), sometimes anyone else (who must fail).
      const invitation = pick(invitations, op.invitation);
      const user = op.byInvitee ? invitation?.invitee : pick(users, op.user);
      if (user && invitation) {
        const result = await acceptInvitation(accounts, user.id, invitation.token);
        if (result.ok) accepted += 1;
      }
    } else if (op.kind === 'remove') {
      const actor = pick(users, op.actor);
      const organisation = pick(organisations, op.organisation);
      const member = pick(users, op.member);
      if (actor && organisation && member)
        await removeMember(accounts, actor.id, organisation, member.id);
    } else if (op.kind === 'role') {
      const actor = pick(users, op.actor);
      const organisation = pick(organisations, op.organisation);
      const member = pick(users, op.member);
      if (actor && organisation && member) {
        await setMemberRole(
          accounts,
          actor.id,
          organisation,
          member.id,
          op.owner ? 'owner' : 'member',
        );
      }
    } else {
      const user = pick(users, op.user);
      if (user) await deleteAccount(accounts, user.id, strongPassword);
    }
  }
  return { users, organisations };
}

describe.each(dialects)('organisation invariants on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, new TestClock());
  });
  afterAll(() => database.close());

  it('no sequence of sign-ups, invitations, acceptances, removals, role changes and deletions leaves an organisation without an owner or shows its members to a non-member', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 30 }), async (operations) => {
        // Every run starts with three organisations' owners and two seekers to act on.
        const cast: Operation[] = [true, true, true, false, false].map((employer) => ({
          kind: 'sign-up',
          employer,
        }));
        const { users, organisations } = await play(accounts, [...cast, ...operations]);
        const ownerless = await accounts.db
          .selectFrom('organisations')
          .select('id')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('memberships')
                  .select('user_id')
                  .whereRef('memberships.organisation_id', '=', 'organisations.id')
                  .where('memberships.role', '=', 'owner'),
              ),
            ),
          )
          .execute();
        expect(ownerless).toEqual([]);
        for (const organisation of organisations) {
          const members = await accounts.db
            .selectFrom('memberships')
            .select('user_id')
            .where('organisation_id', '=', organisation)
            .execute();
          const memberIds = new Set(members.map((member) => member.user_id));
          for (const user of users) {
            const seen = await listMembers(accounts, user.id, organisation);
            if (memberIds.has(user.id))
              expect(seen?.map((member) => member.userId).sort()).toEqual([...memberIds].sort());
            else expect(seen).toBeNull();
          }
        }
      }),
      { numRuns: dialect === 'sqlite' ? 60 : 30 },
    );
    // The runs reached the interesting states: people joined organisations.
    expect(accepted).toBeGreaterThan(10);
    // 8 s alone; a fresh-clone run with other work beside it took over 120 s (the preset's limit).
  }, 360_000);
});
