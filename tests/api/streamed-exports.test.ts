// Streamed CSV exports: the users table and a range of redemptions leave the server as
// one CSV file read in batches, the same rows as the JSON lists, whatever the size.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import type { Page } from '@/shared/contract/envelope';
import type { RedemptionReportRow } from '@/shared/contract/redemption-report';
import type { User } from '@/shared/contract/users';
import { CSV_BATCH } from '@/server/lib/http/csv-stream';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let adminToken: string;
const MORE = CSV_BATCH + 150;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.login('admin@rebox.test')).token;
  // More than one batch; a name a spreadsheet would run as a formula; a deleted account.
  await server.database.db.execute(sql`
    insert into users (name, email, password_hash, role, user_code, created_at, deleted_at)
    select case when g = 7 then '=HYPERLINK("x")' else 'Export ' || g end, 'export-' || g || '@rebox.test', 'x', 'NORMAL_USER', 'EX' || lpad(g::text, 6, '0'),
           now() - g * interval '1 minute', case when g = 9 then now() end
    from generate_series(1, ${MORE}) g`);
  const [coupon] = await queryRows<{ id: number }>(server.database.db, sql`select id from coupons order by id limit 1`);
  await server.database.db.execute(sql`
    insert into redemptions (user_id, coupon_id, code, points_spent, created_at)
    select (select min(id) from users where email like 'export-%') + g % 50, ${coupon!.id}, 'CODE-' || g, 10 + g, timestamptz '2031-03-01' + g * interval '5 minutes'
    from generate_series(1, ${CSV_BATCH + 40}) g`);
});
afterAll(() => server.close());

async function download(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: adminToken } });
  return { response, text: await response.text() };
}

/** The data lines of a CSV (no BOM, header first), split on CRLF. */
const csvLines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

describe('GET /user/export.csv', () => {
  it('streams every live user of the filter, in the table’s sort, across batches', async () => {
    const { response, text } = await download('/api/v1/user/export.csv?search=export-&sort=-created_at');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="rebox-users-\d{4}-\d\d-\d\d\.csv"$/);
    // Sent as it is read: no length known up front.
    expect(response.headers.get('content-length')).toBeNull();
    const lines = csvLines(text);
    expect(lines[0]).toBe('user_id,name,email,role,available_reward_points,active,user_code,created_at');
    expect(lines).toHaveLength(1 + MORE - 1);
    expect(lines.some((l) => l.includes('export-9@'))).toBe(false);
    expect(lines.find((l) => l.includes('export-7@'))).toContain(`"'=HYPERLINK(""x"")"`);
    const emails = lines.slice(1).map((l) => l.split(',').find((c) => c.startsWith('export-')));
    // Newest first: export-1 was created last.
    expect(emails.slice(0, 3)).toEqual(['export-1@rebox.test', 'export-2@rebox.test', 'export-3@rebox.test']);
    expect(emails.at(-1)).toBe(`export-${MORE}@rebox.test`);

    // The same users as the JSON list's first page of that sort.
    const page = await server.call<Page<User>>('GET', '/api/v1/user/getAllUsers?search=export-&sort=-created_at&pageSize=5', { token: adminToken });
    expect(emails.slice(0, 5)).toEqual(page.body.data.items.map((u) => u.email));
  });

  it('names a bad sort', async () => {
    const { response, text } = await download('/api/v1/user/export.csv?sort=shoe');
    expect(response.status).toBe(400);
    expect(JSON.parse(text).message).toMatch(/sort must be one of/);
  });
});

describe('GET /coupon/redemptions.csv', () => {
  it('streams the range’s redemptions oldest first, the same rows as the report', async () => {
    const from = '2031-03-01T00:00:00.000Z';
    const to = '2031-04-01T00:00:00.000Z';
    const { response, text } = await download(`/api/v1/coupon/redemptions.csv?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rebox-redemptions-2031-03-01-to-2031-04-01.csv"');
    const lines = csvLines(text);
    expect(lines[0]).toBe('redeemed_at,redemption_id,user_id,user_name,user_email,company,coupon_id,coupon,code,points_spent');
    expect(lines).toHaveLength(1 + CSV_BATCH + 40);
    const report = await server.call<Page<RedemptionReportRow>>('GET', `/api/v1/coupon/redemptions?from=${from}&to=${to}&pageSize=3`, { token: adminToken });
    expect(lines.slice(1, 4).map((l) => Number(l.split(',')[1]))).toEqual(report.body.data.items.map((r) => r.redemptionId));
    expect(lines[1]!.startsWith('2031-03-01T00:05:00.000Z,')).toBe(true);
  });

  it('needs a range that ends after it starts', async () => {
    const { response, text } = await download('/api/v1/coupon/redemptions.csv?from=2031-03-02T00:00:00Z&to=2031-03-01T00:00:00Z');
    expect(response.status).toBe(400);
    expect(JSON.parse(text).message).toMatch(/to must be after from/);
  });
});
