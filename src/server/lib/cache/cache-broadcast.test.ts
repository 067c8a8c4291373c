import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_CHANNEL, createCacheBroadcast } from './cache-broadcast';

/** A pg client as the broadcast uses it: LISTEN and NOTIFY through query(), notifications as events. */
class FakeClient extends EventEmitter {
  sent: string[] = [];
  private release: (() => void) | null = null;
  holdNotifies = false;
  async query(text: string, params?: string[]) {
    if (text.startsWith('select pg_notify')) {
      this.sent.push(params![1]!);
      if (this.holdNotifies) await new Promise<void>((resolve) => (this.release = resolve));
    }
    return { rows: [] };
  }
  letGo() {
    this.holdNotifies = false;
    this.release?.();
  }
  async end() {}
  deliver(payload: string) {
    this.emit('notification', { channel: CACHE_CHANNEL, payload });
  }
}

const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
const cache = () => ({ invalidate: vi.fn() });
const tick = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setUp() {
  const clients: FakeClient[] = [];
  const broadcast = createCacheBroadcast(
    {
      connectClient: async () => {
        const client = new FakeClient();
        clients.push(client);
        return client as unknown as Client;
      },
    },
    log,
  );
  const callers = cache();
  const catalogue = cache();
  const shared = { callers: broadcast.share('callers', callers), catalogue: broadcast.share('catalogue', catalogue) };
  await broadcast.start();
  return { broadcast, clients, callers, catalogue, shared };
}

describe('cache invalidation across processes (LISTEN/NOTIFY)', () => {
  it('empties its own cache at once and tells the others in one NOTIFY per tick; under load, one per 10 ms', async () => {
    const { clients, callers, catalogue, shared } = await setUp();
    shared.callers.invalidate();
    shared.catalogue.invalidate();
    shared.callers.invalidate();
    expect(callers.invalidate).toHaveBeenCalledTimes(2);
    expect(catalogue.invalidate).toHaveBeenCalledTimes(1);
    await tick();
    expect(clients[0]!.sent).toHaveLength(1);
    expect(clients[0]!.sent[0]).toMatch(/^\S+ callers,catalogue$/);

    // Writes within the window wait for its end and go out as one; so do writes made while a
    // NOTIFY is on its way.
    for (let i = 0; i < 50; i++) shared.callers.invalidate();
    await tick();
    expect(clients[0]!.sent).toHaveLength(1);
    await sleep(15);
    expect(clients[0]!.sent).toHaveLength(2);
    clients[0]!.holdNotifies = true;
    await sleep(15);
    shared.catalogue.invalidate();
    await tick();
    expect(clients[0]!.sent).toHaveLength(3);
    for (let i = 0; i < 50; i++) shared.callers.invalidate();
    await sleep(15);
    expect(clients[0]!.sent).toHaveLength(3);
    clients[0]!.letGo();
    await sleep(15);
    expect(clients[0]!.sent).toHaveLength(4);
    expect(clients[0]!.sent[3]).toMatch(/ callers$/);
  });

  it('empties the named caches when another process writes, and ignores its own notifications', async () => {
    const { clients, callers, catalogue, shared } = await setUp();
    clients[0]!.deliver('other-process catalogue');
    expect(catalogue.invalidate).toHaveBeenCalledTimes(1);
    expect(callers.invalidate).not.toHaveBeenCalled();
    shared.callers.invalidate();
    await tick();
    const own = clients[0]!.sent[0]!;
    clients[0]!.deliver(own);
    expect(callers.invalidate).toHaveBeenCalledTimes(1); // the write itself, not the echo
  });

  it('listens again after losing its connection, and empties everything it may have missed', async () => {
    vi.useFakeTimers();
    try {
      const { clients, callers, catalogue, broadcast } = await setUp();
      clients[0]!.emit('error', new Error('Connection terminated unexpectedly'));
      await vi.advanceTimersByTimeAsync(250);
      expect(clients).toHaveLength(2);
      expect(callers.invalidate).toHaveBeenCalledTimes(1);
      expect(catalogue.invalidate).toHaveBeenCalledTimes(1);
      clients[1]!.deliver('other callers');
      expect(callers.invalidate).toHaveBeenCalledTimes(2);
      await broadcast.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
