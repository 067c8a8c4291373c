import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let banner: string;
beforeAll(async () => {
  server = await startTestServer();
  const list = await server.call<{ data: Coupon[] }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend');
  banner = list.body.data.data[0]!.bannerImage!;
});
afterAll(() => server.close());

describe('GET /uploads/images/{name}', () => {
  it('serves a long-cached WebP, a smaller copy for srcset, and 304 to a matching ETag', async () => {
    const full = await fetch(`${server.url}/uploads/images/${banner}`);
    expect(full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    const small = await fetch(`${server.url}/uploads/images/${banner}?w=250`);
    const width = (await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width;
    expect(width).toBeLessThanOrEqual(250);
    const etag = full.headers.get('etag')!;
    const again = await fetch(`${server.url}/uploads/images/${banner}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown or foreign name', async () => {
    const unknown = await fetch(`${server.url}/uploads/images/00000000-0000-0000-0000-000000000000.webp`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'There is no such image.', data: null, code: 'image.not-found' });
    expect((await fetch(`${server.url}/uploads/images/index.html`)).status).toBe(404);
  });
});
