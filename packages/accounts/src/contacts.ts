import type { RelationalDatabase } from '@joblane/database';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';

import type { Accounts } from './accounts.ts';
import { normaliseEmail } from './emails.ts';
import type { AccountTables } from './schema.ts';

/** Who a user is to another package: where to write to them and what to call them. */
export interface Contact {
  id: string;
  email: string;
  name: string;
}

/** Ids per statement: well under either engine's limit on bound parameters. */
const CHUNK = 500;

/**
 * The contacts of the users among `userIds` that exist (unknown ids are left out; order not
 * kept). `db` is any handle on the database accounts is migrated on: another package's, or its
 * transaction when the read belongs to that transaction (a row it has locked).
 */
export async function contactsOf<Tables>(
  db: Kysely<Tables>,
  userIds: readonly string[],
): Promise<Contact[]> {
  const ids = [...new Set(userIds)];
  const contacts: Contact[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    contacts.push(
      ...(await (db as unknown as Kysely<AccountTables>)
        .selectFrom('users')
        .select(['id', 'email', 'name'])
        .where('id', 'in', ids.slice(start, start + CHUNK))
        .execute()),
    );
  }
  return contacts;
}

/** `contactsOf` as a map from id. */
export async function contactsById<Tables>(
  db: Kysely<Tables>,
  userIds: readonly string[],
): Promise<Map<string, Contact>> {
  return new Map((await contactsOf(db, userIds)).map((contact) => [contact.id, contact]));
}

/**
 * A condition for another package's query: the user whose id is in `userIdColumn`
 * (`'saved_searches.user_id'`) exists and has verified their address. For a query that must
 * decide in one statement (a claim with `FOR UPDATE SKIP LOCKED`).
 */
export function isVerifiedUser(userIdColumn: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from users where users.id = ${sql.ref(
    userIdColumn,
  )} and users.email_verified_at is not null)`;
}

/** The id of the account with this email (any case), if there is one. */
export async function userIdByEmail(
  accounts: Accounts,
  email: string,
): Promise<string | undefined> {
  const row = await accounts.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row?.id;
}

/** Whether accounts' tables are on this database (another package checks its order of opening). */
export async function hasAccountTables(database: RelationalDatabase): Promise<boolean> {
  try {
    await sql`select id from users where 1 = 0`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
