// A fan-out to measure and to break: N recyclers who joined an event that starts tomorrow, each
// with one device subscribed at a local push receiver (one shared key pair), in a PostgreSQL
// database of their own. The bench and the cluster suite both start from it.
import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@/server/db/client';
import type { AnyDevice } from './push-receiver';

export interface FanOut {
  eventId: number;
  device: AnyDevice;
}

export function sharedDevice(decryptEvery: number): AnyDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16).toString('base64url'), decryptEvery };
}

/** Migrates the database at `url` and writes the event, its participants and their devices at `origin`. */
export async function writeFanOut(url: string, origin: string, participants: number, device: AnyDevice): Promise<FanOut> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const db = database.db;
    const p256dh = device.ecdh.getPublicKey().toString('base64url');
    await db.execute(sql`insert into users (name, email, password_hash, role, user_code) values ('Fan-out host', 'fan-out-host@rebox.test', 'not-a-login', 'EVENT_MANAGER', 'FANHOST')`);
    await db.execute(sql`
      insert into users (name, email, password_hash, role, user_code)
      select 'Fan ' || g, 'fan-' || g || '@rebox.test', 'not-a-login', 'NORMAL_USER', 'F' || lpad(g::text, 7, '0')
      from generate_series(1, ${participants}) g`);
    const [event] = await queryRows<{ id: number }>(db, sql`
      insert into events (title, starts_at, ends_at, invite_id, created_by)
      select 'River clean-up', now() + interval '20 hours', now() + interval '23 hours', 'fan-out', id from users where email = 'fan-out-host@rebox.test'
      returning id`);
    // The counters' trigger updates the event's row once per participant: written once instead.
    await db.execute(sql`alter table participants disable trigger participants_counted`);
    await db.execute(sql`insert into participants (event_id, user_id, status) select ${event!.id}::int, id, 'joined' from users where email like 'fan-%@rebox.test' and role = 'NORMAL_USER'`);
    await db.execute(sql`alter table participants enable trigger participants_counted`);
    await db.execute(sql`update events set joined_count = ${participants}::int where id = ${event!.id}::int`);
    await db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      select id, ${origin}::text || '/push/' || id, ${p256dh}::text, ${device.auth}::text from users where email like 'fan-%@rebox.test' and role = 'NORMAL_USER'`);
    await db.execute(sql`analyze`);
    return { eventId: Number(event!.id), device };
  } finally {
    await database.close();
  }
}
