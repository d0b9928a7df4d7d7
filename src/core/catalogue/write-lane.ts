/**
 * Database work of one ingestion run, one piece after another in the order it was handed in:
 * each source's batches, then that source's closing of what it no longer lists. Reading and
 * preparing the next source goes on meanwhile (run-ingestion.ts); the order keeps a source's
 * close after its own writes and before the next source's, as when sources ran one by one.
 */
export interface WriteLane {
  /** Runs `work` after everything handed in before it; a failure is the caller's alone. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function writeLane(): WriteLane {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(work) {
      const done = tail.then(work);
      tail = done.catch(() => {});
      return done;
    },
  };
}
