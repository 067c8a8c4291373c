// The first Intl formatter, plural rule or collator a page makes sets up V8's and ICU's data for
// it, and the catalogue's first screen makes several. That set-up is shared by every thread of
// the page's process, so a worker pays it while the main thread evaluates the entry (measured
// by `npm run bench -- intl`). Imported first by
// main.tsx, so the worker starts before the rest of the entry runs.
function warmIntlInWorker() {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
  } catch {
    // Only a head start: without it the main thread sets Intl up itself.
  }
}

warmIntlInWorker();
