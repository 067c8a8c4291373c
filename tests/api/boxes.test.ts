// Every box has a passport: batches and labels, shipping, returning by code (once per trip,
// whoever scans it), counts without codes. Its facts, figures and post returns: boxes-facts-and-post.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { describe, expect, it } from 'vitest';
import { boxes, boxEvents } from '@/server/db/schema';
import { formatBoxCode, isValidBoxCode } from '@/shared/box-codes';
import type { Batch, ScanAnswer } from '@/shared/contract/boxes';
import type { BoxScanReturn } from '@/shared/contract/returns';
import { batch, outcomes, ship, tokenOf, useBoxServer } from './box-suite';
import { newUser } from './fixtures';

prepareZXingModule({ overrides: { wasmBinary: readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm') }, fireImmediately: true });

const suite = useBoxServer();

describe('batches and labels', () => {
  it('makes new boxes in stock with unique codes that check, for admins only', async () => {
    const codes = await batch(suite, suite.northId, 30);
    expect(new Set(codes).size).toBe(30);
    expect(codes.every(isValidBoxCode)).toBe(true);
    const rows = await suite.server.database.db.select().from(boxes).where(inArray(boxes.code, codes));
    expect(rows.every((b) => b.state === 'in_stock' && b.clientId === suite.northId && b.trip === 0)).toBe(true);
    const denied = await suite.server.call('POST', '/api/v1/boxes/batches', { token: await tokenOf(suite, 'distributor@rebox.test'), body: { clientId: suite.northId, count: 5 } });
    expect(denied.status).toBe(403);
    for (const count of [0, 10_001]) {
      const refused = await suite.server.call('POST', '/api/v1/boxes/batches', { token: await tokenOf(suite, 'admin@rebox.test'), body: { clientId: suite.northId, count } });
      expect(refused.status).toBe(400);
    }
    const unknownClient = await suite.server.call('POST', '/api/v1/boxes/batches', { token: await tokenOf(suite, 'admin@rebox.test'), body: { clientId: 999_999, count: 1 } });
    expect(unknownClient.status).toBe(404);
  });

  it('prints an A4 PDF whose every QR code decodes to its box’s address', async () => {
    const made = await suite.server.call<Batch>('POST', '/api/v1/boxes/batches', { token: await tokenOf(suite, 'admin@rebox.test'), body: { clientId: suite.northId, count: 30 } });
    const response = await fetch(`${suite.server.url}/api/v1/boxes/batches/${made.body.data.batchId}/labels.pdf`, { headers: { authorization: await tokenOf(suite, 'admin@rebox.test') } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'labels-'));
    try {
      writeFileSync(path.join(dir, 'labels.pdf'), pdf);
      execFileSync('pdftoppm', ['-r', '150', '-png', path.join(dir, 'labels.pdf'), path.join(dir, 'page')]);
      const pages = readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
      expect(pages).toHaveLength(2);
      const found: string[] = [];
      for (const page of pages) {
        const read = await readBarcodes(new Uint8Array(readFileSync(path.join(dir, page))), { formats: ['QRCode'], maxNumberOfSymbols: 30 });
        found.push(...read.map((r) => r.text));
      }
      expect(found.sort()).toEqual(made.body.data.codes.map((code) => `https://rebox.test/b/${code}`).sort());
      const text = execFileSync('pdftotext', [path.join(dir, 'labels.pdf'), '-']).toString();
      for (const code of made.body.data.codes) expect(text).toContain(formatBoxCode(code));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const denied = await fetch(`${suite.server.url}/api/v1/boxes/batches/${made.body.data.batchId}/labels.pdf`, { headers: { authorization: await tokenOf(suite, 'distributor@rebox.test') } });
    expect(denied.status).toBe(403);
  });
});

describe('a box’s trips', () => {
  it('ships only the distributor’s own client’s boxes in stock, with an outcome per code', async () => {
    const [a, b] = await batch(suite, suite.northId, 2);
    const [south] = await batch(suite, suite.southId, 1);
    const distributor = await tokenOf(suite, 'distributor@rebox.test');
    const typo = a!.slice(0, 8) + (a![8] === '0' ? '1' : '0');
    const shipped = await ship(suite, distributor, [formatBoxCode(a!).toLowerCase(), b!, south!, typo, '000000000', 'nonsense']);
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.done).toBe(2);
    expect(outcomes(shipped.body.data)).toEqual({ [a!]: 'shipped', [b!]: 'shipped', [south!]: 'other_client', [typo]: 'invalid', '000000000': 'unknown', nonsense: 'invalid' });
    expect(outcomes((await ship(suite, distributor, [a!])).body.data)).toEqual({ [a!]: 'not_in_stock' });
    expect((await ship(suite, await tokenOf(suite, 'user@rebox.test'), [a!])).status).toBe(403);
  });

  it('credits a returned box once per trip, whoever scans it, and refuses the rest box by box', async () => {
    const [out1, out2, inStock, retired] = await batch(suite, suite.northId, 4);
    const distributor = await tokenOf(suite, 'distributor@rebox.test');
    await ship(suite, distributor, [out1!, out2!, retired!]);
    await suite.server.call('POST', '/api/v1/boxes/retire', { token: distributor, body: { codes: [retired!], reason: 'Crushed in transit' } });
    const recycler = await newUser(suite.server);
    const answer = await suite.server.call<BoxScanReturn>('POST', '/api/v1/points/returns', {
      token: distributor,
      body: { userId: recycler.user.user_id, boxCodes: [out1!, out2!, inStock!, retired!, '000000000'] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.return).toMatchObject({ boxes: 2, points: 20, status: 'confirmed' });
    expect(outcomes(answer.body.data)).toEqual({ [out1!]: 'credited', [out2!]: 'credited', [inStock!]: 'not_out', [retired!]: 'retired', '000000000': 'unknown' });
    // Another counter scanning the same box: already returned this trip.
    const again = await suite.server.call<BoxScanReturn>('POST', '/api/v1/points/returns', { token: await tokenOf(suite, 'admin@rebox.test'), body: { userId: recycler.user.user_id, boxCodes: [out1!] } });
    expect(again.status).toBe(200);
    expect(again.body.data.return).toBeNull();
    expect(outcomes(again.body.data)).toEqual({ [out1!]: 'already_returned' });

    // Collected, shipped again: a new trip credits again.
    expect((await suite.server.call<ScanAnswer>('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [out1!] } })).body.data.done).toBe(1);
    await ship(suite, distributor, [out1!]);
    const secondTrip = await suite.server.call<BoxScanReturn>('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxCodes: [out1!] } });
    expect(outcomes(secondTrip.body.data)).toEqual({ [out1!]: 'credited' });
    const [box] = await suite.server.database.db.select().from(boxes).where(eq(boxes.code, out1!));
    expect(box).toMatchObject({ state: 'returned', trip: 2 });
    const journey = await suite.server.database.db.select({ kind: boxEvents.kind, trip: boxEvents.trip }).from(boxEvents).where(eq(boxEvents.boxId, box!.id)).orderBy(boxEvents.id);
    expect(journey).toEqual([
      { kind: 'created', trip: 0 },
      { kind: 'shipped', trip: 1 },
      { kind: 'returned', trip: 1 },
      { kind: 'collected', trip: 1 },
      { kind: 'shipped', trip: 2 },
      { kind: 'returned', trip: 2 },
    ]);
  });

  it('50 counters scanning the same box at once credit it once', async () => {
    const [code] = await batch(suite, suite.northId, 1);
    await ship(suite, await tokenOf(suite, 'distributor@rebox.test'), [code!]);
    const staff = await Promise.all(['distributor@rebox.test', 'admin@rebox.test', 'business@rebox.test'].map((email) => tokenOf(suite, email)));
    const business = await suite.server.call<{ id: number }[]>('GET', '/api/v1/stores/mine', { token: staff[2]! });
    const recyclers = await Promise.all(Array.from({ length: 5 }, () => newUser(suite.server)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        suite.server.call<BoxScanReturn>('POST', '/api/v1/points/returns', {
          token: staff[i % 3]!,
          body: { userId: recyclers[i % 5]!.user.user_id, boxCodes: [code!], ...(i % 3 === 2 && { storeId: business.body.data[0]!.id }) },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200 && outcomes(a.body.data)[code!] === 'already_returned')).toHaveLength(49);
    const counted = (await suite.server.database.db.execute(sql`select count(*)::int as n from points_ledger where reason = 'return' and user_id = any(${sql.param(recyclers.map((r) => r.user.user_id))}::int[])`)) as unknown as { rows: { n: number }[] };
    const n = Number(counted.rows[0]!.n);
    expect(n).toBe(1);
  });

  it('counts without codes stay possible until the super admin requires codes', async () => {
    const superAdmin = await tokenOf(suite, 'superadmin@rebox.test');
    const distributor = await tokenOf(suite, 'distributor@rebox.test');
    const recycler = await newUser(suite.server);
    expect((await suite.server.call('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxes: 2 } })).status).toBe(201);
    await suite.server.call('PUT', '/api/v1/settings', { token: superAdmin, body: { boxCodesRequired: true } });
    try {
      const refused = await suite.server.call('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxes: 3 } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Scan or type the boxes’ codes: counting boxes without their codes is turned off.');
    } finally {
      await suite.server.call('PUT', '/api/v1/settings', { token: superAdmin, body: { boxCodesRequired: false } });
    }
    const both = await suite.server.call('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxes: 1, boxCodes: ['000000000'] } });
    expect(both.status).toBe(400);
  });
});
