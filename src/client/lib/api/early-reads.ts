// Reads a screen will make, started before it renders: the route table names each dashboard's
// reads, and boot starts them as soon as the stored session is read, while the screen's code is
// still downloading. The screen's own first call of the same read (same path, query and token)
// is handed that answer: one request, started earlier. Only GETs, each answer taken once, and
// none older than a few seconds (a later visit to the screen asks afresh).

const TAKE_WITHIN_MS = 10_000;

interface EarlyRead {
  at: number;
  answer: Promise<unknown>;
}

const reads = new Map<string, EarlyRead>();
let collecting = false;

export function readKey(token: string | undefined, path: string, query: Record<string, string> | undefined): string {
  const search = query ? new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))).toString() : '';
  return `${token ?? ''} ${path}?${search}`;
}

/**
 * Runs each of `calls` now, and keeps every GET they make for the screen's first call of it.
 * A call that fails is the screen's to report, when it asks.
 */
export function startEarlyReads(calls: readonly (() => Promise<unknown>)[]) {
  collecting = true;
  try {
    for (const call of calls) call().catch(() => undefined);
  } finally {
    collecting = false;
  }
}

/** While startEarlyReads runs its calls: the call keyed `key` is kept. */
export function keepIfEarly<R>(key: string, answer: Promise<R>): Promise<R> {
  if (collecting) {
    answer.catch(() => undefined);
    reads.set(key, { at: Date.now(), answer });
  }
  return answer;
}

/** The early answer for `key`, once, when it is recent; null otherwise. */
export function takeEarlyRead<R>(key: string, now = Date.now()): Promise<R> | null {
  const read = reads.get(key);
  if (!read) return null;
  reads.delete(key);
  return now - read.at <= TAKE_WITHIN_MS ? (read.answer as Promise<R>) : null;
}

/** Forgets every early answer (logout: they carry the last user's data). */
export function forgetEarlyReads() {
  reads.clear();
}
