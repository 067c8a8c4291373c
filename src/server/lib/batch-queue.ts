// Runs concurrent calls of the same statement together: while `inFlight` batches are running,
// newcomers wait and the next free slot takes all of them (up to `maxBatch`) in one statement.
// A batch starts once the requests that arrived together have been read (setImmediate: after
// the event loop's round of I/O), so under light load a call waits for nothing else, and under
// heavy load one round trip, one plan and one commit serve many (tests/bench/README.md). On
// PGlite, which runs in this thread and holds it while a statement runs, that round of I/O is
// what gathers a batch at all.

export interface BatchQueueOptions<I, R> {
  /** Runs the items together; answers one result per item, in the items' order. */
  run(items: I[]): Promise<R[]>;
  /** Batches running at once. */
  inFlight: number;
  maxBatch: number;
  /**
   * Items with the same key never share a batch nor run in two batches at once (a user's
   * balance: two of their redemptions in one statement would see the same balance).
   */
  keyOf(item: I): unknown;
  /**
   * True when a batch's failure applied nothing and says nothing of each item (a unique key
   * taken by one of them, a deadlock): each item is then run alone for its own answer. Any
   * other failure (the database away, an outcome unknown) is every item's answer.
   */
  retryAlone(error: unknown): boolean;
}

interface Waiting<I, R> {
  item: I;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export function batchQueue<I, R>(options: BatchQueueOptions<I, R>): (item: I) => Promise<R> {
  const waiting: Waiting<I, R>[] = [];
  const busyKeys = new Set<unknown>();
  let running = 0;
  let scheduled = false;

  const runAlone = (entry: Waiting<I, R>) =>
    options.run([entry.item]).then(
      ([result]) => entry.resolve(result as R),
      (error: unknown) => entry.reject(error),
    );

  async function runBatch(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await options.run(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i] as R));
    } catch (error) {
      if (batch.length > 1 && options.retryAlone(error)) await Promise.all(batch.map(runAlone));
      else for (const entry of batch) entry.reject(error);
    }
  }

  function takeBatch(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    for (let i = 0; i < waiting.length && batch.length < options.maxBatch; ) {
      const key = options.keyOf(waiting[i]!.item);
      if (busyKeys.has(key)) {
        i++;
        continue;
      }
      busyKeys.add(key);
      batch.push(waiting.splice(i, 1)[0]!);
    }
    return batch;
  }

  function pump(): void {
    scheduled = false;
    while (running < options.inFlight && waiting.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      running++;
      void runBatch(batch).finally(() => {
        running--;
        for (const entry of batch) busyKeys.delete(options.keyOf(entry.item));
        schedule();
      });
    }
  }

  function schedule(): void {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(pump);
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
