import type setupPostgres from '@joblane/database/testing/global-setup';

/**
 * The global setup `vitest.config.ts` names. Importing its type brings its declaration of
 * `inject('joblanePostgresUrl')` into this package's type check (the database package's testing
 * entry point does not import it itself).
 */
export type DatabaseGlobalSetup = typeof setupPostgres;
