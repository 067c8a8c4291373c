// One Idempotency-Key per submission (a redemption, a recorded return): a repeat of the same
// submission sends the same key and the server applies it once.
/**
 * A fresh random key. crypto.randomUUID exists only in secure contexts (https, localhost);
 * the portal may also be opened over plain http on a local network, where
 * getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
