// The VAPID key pair that signs this server's pushes: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
// or made once into DATA_DIR beside the JWT secret, so every process and restart signs alike.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface PushKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this sender (VAPID_SUBJECT): a mailto: or https: URL. */
  subject: string;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:no-reply@rebox.local';

export function loadOrCreatePushKeys(dataDir: string | null, fromEnv: { publicKey?: string; privateKey?: string; subject?: string }): PushKeys {
  const subject = fromEnv.subject ?? DEFAULT_VAPID_SUBJECT;
  if (fromEnv.publicKey && fromEnv.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey, subject };
  if (!dataDir) return { ...webpush.generateVAPIDKeys(), subject };
  const keyPath = path.join(dataDir, 'vapid-keys.json');
  if (fs.existsSync(keyPath)) return { ...(JSON.parse(fs.readFileSync(keyPath, 'utf8')) as { publicKey: string; privateKey: string }), subject };
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(keyPath, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
