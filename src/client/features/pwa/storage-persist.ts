// Asks the browser not to evict this origin's storage under pressure, so the balance and the
// wallet a person relies on offline stay. Browsers decide by engagement (Chromium grants it to
// installed or bookmarked apps, Firefox asks); a refusal changes nothing but the odds.
export async function requestPersistentStorage(storage: StorageManager | undefined = navigator.storage): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
