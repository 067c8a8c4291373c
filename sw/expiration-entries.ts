/// <reference lib="webworker" />
// workbox-expiration keeps each cached URL with its time in IndexedDB; deleting a cache entry
// leaves that record, so a user's own URLs are removed from it too at logout.

const DB_NAME = 'workbox-expiration';
const STORE = 'cache-entries';

const done = (request: IDBRequest) => new Promise<void>((resolve, reject) => {
  request.onsuccess = () => resolve();
  request.onerror = () => reject(request.error);
});

/** Deletes every record whose URL `matches`; creates nothing where workbox has no database yet. */
export async function forgetExpirationEntries(matches: (url: URL) => boolean): Promise<void> {
  // Opening a database that does not exist would create it empty, and workbox's own upgrade would then never run.
  if (!(await indexedDB.databases()).some((db) => db.name === DB_NAME)) return;
  const open = indexedDB.open(DB_NAME);
  await done(open);
  const db = open.result;
  try {
    if (!db.objectStoreNames.contains(STORE)) return;
    const tx = db.transaction(STORE, 'readwrite');
    const finished = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    const cursorRequest = tx.objectStore(STORE).openCursor();
    cursorRequest.onsuccess = () => {
      const cursor = cursorRequest.result;
      if (!cursor) return;
      const url = (cursor.value as { url?: string }).url;
      if (url && matches(new URL(url))) cursor.delete();
      cursor.continue();
    };
    await finished;
  } finally {
    db.close();
  }
}
