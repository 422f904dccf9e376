export {
  alertFrequencies,
  seekerMigrations,
  type AlertFrequency,
  type SeekerTables,
} from './schema.ts';
export { openSeekers, type OpenSeekersOptions, type Seekers } from './seekers.ts';
