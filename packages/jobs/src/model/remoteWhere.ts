// Its own module, apart from places.ts, so browser code that only needs the word does not
// bundle the place list (about 30 KB gzip).

/** The word a `where` value uses for jobs that can be done from anywhere. */
export const remoteWhere = 'Remote';
