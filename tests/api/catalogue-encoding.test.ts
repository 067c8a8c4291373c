// The public catalogue's compressed answers: made once per version of the list and
// written as they are, so each answer says its length and repeats the same bytes until a
// write changes the list, which changes the ETag and the bytes.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIST = '/api/v1/coupon/get-coupon-list-for-frontend';

/** The raw bytes on the wire (fetch would decode them) and the headers. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the public catalogue, compressed once per version', () => {
  it('answers br, gzip and plain requests with the same JSON, each with its length and Vary: Accept-Encoding', async () => {
    const plain = await rawGet(LIST, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.bytes.toString('utf8'));
    expect(json.data.data).toHaveLength(24);

    const br = await rawGet(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(json);

    const gzip = await rawGet(LIST, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(json);

    for (const answer of [plain, br, gzip]) {
      // Made beforehand, not streamed through a compressor: the length is known and sent.
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);

    // The same version is the same bytes, and a matching ETag still answers 304.
    expect((await rawGet(LIST, { 'accept-encoding': 'br' })).bytes.equals(br.bytes)).toBe(true);
    const revalidated = await rawGet(LIST, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
  });

  it('changes the ETag and the compressed body once a coupon is deleted', async () => {
    const before = await rawGet(LIST, { 'accept-encoding': 'br' });
    const coupons = JSON.parse(brotliDecompressSync(before.bytes).toString('utf8')).data.data as [Coupon, ...Coupon[]];
    const { token } = await server.login('admin@rebox.test');
    expect((await server.call('DELETE', `/api/v1/coupon/delete-coupon-code/${coupons[0].id}`, { token })).status).toBe(200);

    const after = await rawGet(LIST, { 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listed = JSON.parse(brotliDecompressSync(after.bytes).toString('utf8')).data.data as Coupon[];
    expect(listed.map((c) => c.id)).toEqual(coupons.slice(1).map((c) => c.id));
    // The old ETag no longer matches: the visitor gets the new list, not a 304.
    expect((await rawGet(LIST, { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) })).status).toBe(200);
  });
});
