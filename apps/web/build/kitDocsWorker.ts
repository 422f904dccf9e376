// The dev loop's kit docs extraction, in a low-priority process of its own (build/dev.ts): the
// TypeScript program it keeps between runs makes the next extraction quicker, and the loop's
// rebuilds and server never wait for it or share the cores with it.
import { currentKitDocs, kitSourceStamp } from './kitDocs.ts';

process.on('message', () => {
  const started = performance.now();
  try {
    // The stamp first: a file changed while extracting makes the next request extract again.
    const stamp = kitSourceStamp();
    const docs = currentKitDocs();
    process.send?.({ stamp, docs, ms: Math.round(performance.now() - started) });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) });
  }
});

// The dev loop went away.
process.on('disconnect', () => process.exit(0));
