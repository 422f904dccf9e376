/** How many sample jobs the quick start's database gets (`SAMPLE_JOBS=3000`) and tests use. */
export const SAMPLE_JOB_COUNT = 3000;
export const SAMPLE_JOB_SEED = 1;
