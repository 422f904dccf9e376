import type { Kysely, Transaction } from 'kysely';

import type { AccountTables, UserRole } from './schema.ts';

export interface User {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  emailVerified: boolean;
  createdAt: string;
}

/** Problems with a form's fields, by field name, in the form's order. */
export type FieldErrors = Partial<Record<string, string>>;

export function toUser(
  row: Pick<
    AccountTables['users'],
    'id' | 'email' | 'name' | 'role' | 'email_verified_at' | 'created_at'
  >,
): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at,
  };
}

/** A user's row by id, in or out of a transaction. */
export function userRow(
  db: Kysely<AccountTables> | Transaction<AccountTables>,
  id: string,
): Promise<AccountTables['users'] | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
