/**
 * Did this error come from a unique constraint (SQLite `SQLITE_CONSTRAINT_UNIQUE` or
 * `SQLITE_CONSTRAINT_PRIMARYKEY`, PostgreSQL 23505)? Stores turn it into their own answer
 * ("that email is taken") instead of checking first and racing.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
