/**
 * What the server's process is started with, by whatever starts it: `pnpm start` (this package's
 * `start` script sets the same), the local cluster's nodes and the benchmarks' servers. Read by
 * the C library when the process starts, so the server cannot set it for itself.
 *
 * `MALLOC_TRIM_THRESHOLD_`: glibc gives freed memory at the top of a heap back to the system past
 * 128 KiB. Left alone, that threshold grows with the largest block freed (up to 64 MiB in each of
 * the threads' arenas), and a node kept 150-170 MB it no longer used after loading its indexes at
 * a million jobs (docs/server.md, "Memory"). Other C libraries ignore it.
 */
export const serverProcessEnvironment = { MALLOC_TRIM_THRESHOLD_: '131072' } as const;
