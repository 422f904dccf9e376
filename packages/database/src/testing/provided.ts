// What the global setup hands the test files (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's `postgres` database; test files create their own beside it. */
    joblanePostgresUrl: string;
  }
}

export const POSTGRES_URL_KEY = 'joblanePostgresUrl' as const;
