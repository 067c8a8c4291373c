// A local Web Push service for tests: an HTTPS server that takes what web-push sends, decrypts
// each aes128gcm body with the subscription's own private key (as a browser would), and answers
// the status a test scripts for an endpoint (201 by default; 404, 410, 429, 500 on demand).
// Its certificate is made once per run (makePushCertificate) and trusted through
// NODE_EXTRA_CA_CERTS, which Node reads only at start: the global setup sets it before the
// test processes are forked.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ece from 'http_ece';
import type { PushSubscriptionBody } from '@/shared/contract/notifications';

/** Writes a self-signed certificate for 127.0.0.1 into `dir` and makes processes started after this trust it. */
export function makePushCertificate(dir: string): void {
  const key = path.join(dir, 'push-key.pem');
  const cert = path.join(dir, 'push-cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
  process.env.NODE_EXTRA_CA_CERTS = cert;
  process.env.PUSH_RECEIVER_TLS = JSON.stringify({ key, cert });
}

export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted body, parsed as JSON. */
  payload: Record<string, unknown>;
}

export interface PushReceiver {
  origin: string;
  /** A subscription as a browser's toJSON() gives it, with an endpoint on this receiver. */
  subscribe(): PushSubscriptionBody;
  /** Answers the next pushes to this endpoint with these statuses, in order, then 201 again. */
  answer(endpoint: string, ...statuses: number[]): void;
  /** Every push decrypted so far (answered 201 or not), oldest first. */
  received: ReceivedPush[];
  /** Pushes answered per endpoint (every push is counted; only decrypted ones are in `received`). */
  counts: Map<string, number>;
  /** Resolves once `count` pushes have come, or throws after `ms`. */
  waitFor(count: number, ms?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** Many devices sharing one key pair (a fan-out's thousands): every endpoint on the receiver is taken, one push in `decryptEvery` decrypted. */
export interface AnyDevice {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
  decryptEvery: number;
}

export async function startPushReceiver(anyDevice?: AnyDevice): Promise<PushReceiver> {
  const tls = JSON.parse(process.env.PUSH_RECEIVER_TLS ?? 'null') as { key: string; cert: string } | null;
  if (!tls) throw new Error('no push certificate: the global setup must call makePushCertificate');
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string; statuses: number[] }>();
  const received: ReceivedPush[] = [];
  const counts = new Map<string, number>();
  let taken = 0;
  const waiters: (() => void)[] = [];
  const server: Server = createServer({ key: readFileSync(tls.key), cert: readFileSync(tls.cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const device = devices.get(endpoint) ?? (anyDevice ? { ...anyDevice, statuses: [] } : undefined);
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
      if (!anyDevice || taken++ % anyDevice.decryptEvery === 0) {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
        received.push({ endpoint, headers: request.headers, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown> });
      }
      waiters.splice(0).forEach((wake) => wake());
      response.writeHead(device.statuses.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    counts,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
      devices.set(endpoint, { ecdh, auth, statuses: [] });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answer(endpoint, ...statuses) {
      devices.get(endpoint)!.statuses.push(...statuses);
    },
    async waitFor(count, ms = 15_000) {
      const deadline = Date.now() + ms;
      const pushes = () => (anyDevice ? taken : received.length);
      while (pushes() < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${pushes()}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
