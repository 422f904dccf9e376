import type { TestProject } from 'vitest/node';

import { startPostgresCluster } from './postgres.ts';
import { POSTGRES_URL_KEY } from './provided.ts';

/**
 * Vitest global setup for packages with store tests (`globalSetup` in their vitest config): one
 * PostgreSQL cluster for the run, stopped at the end.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide(POSTGRES_URL_KEY, cluster.url('postgres'));
  return () => cluster.stop();
}
