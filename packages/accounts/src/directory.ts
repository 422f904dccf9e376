import { sql } from 'kysely';

import type { Accounts } from './accounts.ts';
import type { Contact } from './contacts.ts';
import { toOrganisation, type Organisation } from './organisations.ts';

/** An organisation by id; undefined when there is none (deleted, or never was). */
export async function getOrganisation(
  accounts: Accounts,
  id: string,
): Promise<Organisation | undefined> {
  const row = await accounts.db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toOrganisation(row);
}

/** LIKE's own characters in a user's text, escaped so they match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Organisations whose name contains the text (any case) or whose slug is it, by name; for the
 * moderators' directory. At most `limit`; an empty text finds the newest ones.
 */
export async function findOrganisations(
  accounts: Accounts,
  text: string,
  { limit = 50 }: { limit?: number } = {},
): Promise<Organisation[]> {
  const wanted = text.trim().toLowerCase();
  const query = accounts.db.selectFrom('organisations').selectAll().limit(limit);
  const rows =
    wanted === ''
      ? await query.orderBy('created_at', 'desc').orderBy('id').execute()
      : await query
          .where((eb) =>
            eb.or([
              eb('slug', '=', wanted),
              eb(sql`lower(name)`, 'like', sql<string>`${`%${likeEscaped(wanted)}%`} escape '\\'`),
            ]),
          )
          .orderBy('name')
          .orderBy('id')
          .execute();
  return rows.map(toOrganisation);
}

/** The owners of an organisation, to write to about it (an ad whose poster has left). */
export async function ownersOf(accounts: Accounts, organisationId: string): Promise<Contact[]> {
  return accounts.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('memberships.organisation_id', '=', organisationId)
    .where('memberships.role', '=', 'owner')
    .orderBy('memberships.created_at')
    .execute();
}
