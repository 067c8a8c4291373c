import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, Coupon } from '@/shared/contract/coupons';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { imageBlob, pngImage } from './fixtures';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@rebox.test')).token;
});
afterAll(() => server.close());

const V1 = '/api/v1/coupon';

function form(fields: Record<string, string>, banner?: Blob, bannerName = 'banner.png'): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (banner) data.append('banner', banner, bannerName);
  return data;
}

const couponText = (companyId: number, extra: Record<string, string> = {}) => ({
  companyId: String(companyId),
  couponDescription: '30% off bikes',
  couponCode: 'BIKE30',
  couponType: 'percentage',
  couponValue: '30',
  pointToRedeem: '300',
  redeemLink: 'https://example.com/bikes',
  ...extra,
});

async function createCompany(name: string): Promise<Company> {
  const answer = await server.call<Company>('POST', `${V1}/create-coupon-company`, {
    token: admin,
    body: form({ companyName: name }, imageBlob(await pngImage())),
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

async function createCoupon(companyId: number, extra: Record<string, string> = {}): Promise<Coupon> {
  const answer = await server.call<Coupon>('POST', `${V1}/create-coupon-code`, {
    token: admin,
    body: form(couponText(companyId, extra), imageBlob(await pngImage(2400, 600))),
  });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}

const catalogue = async () => (await server.call<{ data: Coupon[] }>('GET', `${V1}/get-coupon-list-for-frontend`)).body.data.data;

describe('coupon companies', () => {
  it('creates a company with its banner, re-encoded to WebP, and lists it with its coupon count', async () => {
    const company = await createCompany('Pedal Power');
    expect(company).toMatchObject({ companyName: 'Pedal Power', couponCount: 0 });
    expect(company.banner).toMatch(/^[a-f0-9-]{36}\.webp$/);
    const image = await fetch(`${server.url}/uploads/images/${company.banner}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    await createCoupon(company.id);
    const list = await server.call<Company[]>('GET', `${V1}/get-companies`, { token: admin });
    expect(list.body.data.find((c) => c.id === company.id)).toMatchObject({ couponCount: 1 });
  });

  it('refuses a missing name, a missing banner, a duplicate name and JSON instead of a form', async () => {
    const png = imageBlob(await pngImage());
    const noName = await server.call('POST', `${V1}/create-coupon-company`, { token: admin, body: form({}, png) });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/companyName/);
    const noBanner = await server.call('POST', `${V1}/create-coupon-company`, { token: admin, body: form({ companyName: 'No Banner' }) });
    expect(noBanner.status).toBe(400);
    expect(noBanner.body.message).toMatch(/banner is required/);
    await createCompany('Twice Ltd');
    const twice = await server.call('POST', `${V1}/create-coupon-company`, { token: admin, body: form({ companyName: 'twice ltd' }, png) });
    expect(twice.status).toBe(409);
    const json = await server.call('POST', `${V1}/create-coupon-company`, { token: admin, body: { companyName: 'Json Co' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send this form as multipart/form-data.');
  });

  it('refuses files that are not images by their bytes, whatever their name', async () => {
    const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' });
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' });
    for (const fake of [html, svg]) {
      const answer = await server.call('POST', `${V1}/create-coupon-company`, { token: admin, body: form({ companyName: 'Fake' }, fake, 'fake.png') });
      expect(answer.status).toBe(415);
      expect(answer.body.message).toBe('The banner must be a PNG, JPEG, WebP or GIF image.');
    }
    const list = await server.call<Company[]>('GET', `${V1}/get-companies`, { token: admin });
    expect(list.body.data.some((c) => c.companyName === 'Fake')).toBe(false);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const answer = await server.call('POST', `${V1}/create-coupon-company`, { token: admin, body: form({ companyName: 'Big' }, imageBlob(big)) });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'The file is larger than 5 MB.', data: null, code: 'upload.file-too-large' });
  });

  it('soft-deletes a company with its coupons: they leave the catalogue and the lists', async () => {
    const company = await createCompany('Gone Soon');
    const coupon = await createCoupon(company.id);
    expect((await catalogue()).some((c) => c.id === coupon.id)).toBe(true);
    expect((await server.call('DELETE', `${V1}/delete-company/${company.id}`, { token: admin })).status).toBe(200);
    expect((await catalogue()).some((c) => c.id === coupon.id)).toBe(false);
    expect((await server.call('GET', `${V1}/get-coupon-codes-by-company/${company.id}`, { token: admin })).status).toBe(404);
    const again = await server.call('DELETE', `${V1}/delete-company/${company.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`There is no coupon company with id ${company.id}.`);
  });
});

describe('coupon codes', () => {
  it('gives a coupon sent without a banner a copy of its company’s, which outlives a new company banner', async () => {
    const company = await createCompany('Banner Share');
    const answer = await server.call<Coupon>('POST', `${V1}/create-coupon-code`, { token: admin, body: form(couponText(company.id)) });
    expect(answer.status, answer.body.message).toBe(201);
    const coupon = answer.body.data;
    expect(coupon.bannerImage).toMatch(/^[a-f0-9-]{36}\.webp$/);
    expect(coupon.bannerImage).not.toBe(company.banner);
    const [own, companys] = await Promise.all([coupon.bannerImage, company.banner].map(async (name) => Buffer.from(await (await fetch(`${server.url}/uploads/images/${name}`)).arrayBuffer())));
    expect(own!.equals(companys!)).toBe(true);
    const replaced = await server.call('PUT', `${V1}/update-company/${company.id}`, { token: admin, body: form({}, imageBlob(await pngImage(900, 300))) });
    expect(replaced.status, replaced.body.message).toBe(200);
    expect((await fetch(`${server.url}/uploads/images/${coupon.bannerImage}`)).status).toBe(200);
  });

  it('creates a coupon from the form, shows it in the catalogue and the company list', async () => {
    const company = await createCompany('Wheel Deals');
    const coupon = await createCoupon(company.id, { stock: '5', perUserLimit: '1', validUntil: '2999-01-01T00:00:00Z' });
    expect(coupon).toMatchObject({
      companyId: company.id,
      company: { id: company.id, companyName: 'Wheel Deals' },
      couponDescription: '30% off bikes',
      couponCode: 'BIKE30',
      couponType: 'percentage',
      couponValue: 30,
      pointToRedeem: 300,
      stock: 5,
      perUserLimit: 1,
      validUntil: '2999-01-01T00:00:00.000Z',
      hasCodePool: false,
    });
    const banner = await fetch(`${server.url}/uploads/images/${coupon.bannerImage}`);
    expect(banner.status).toBe(200);
    // Re-encoded at most 1600 px wide (the upload was 2400).
    const { default: sharp } = await import('sharp');
    expect((await sharp(Buffer.from(await banner.arrayBuffer())).metadata()).width).toBe(1600);
    expect((await catalogue()).find((c) => c.id === coupon.id)).toBeTruthy();
    const list = await server.call<Coupon[]>('GET', `${V1}/get-coupon-codes-by-company/${company.id}`, { token: admin });
    expect(list.body.data.map((c) => c.id)).toEqual([coupon.id]);
  });

  it('takes a pool of unique codes and refuses a code given twice', async () => {
    const company = await createCompany('Pool Party');
    const coupon = await createCoupon(company.id, { codePool: 'AAA-1\nAAA-2, AAA-3\n\n' });
    expect(coupon).toMatchObject({ hasCodePool: true, poolCodesLeft: 3 });
    const twice = await server.call('POST', `${V1}/create-coupon-code`, {
      token: admin,
      body: form(couponText(company.id, { codePool: 'X1\nX2\nX1' }), imageBlob(await pngImage())),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('codePool has the code X1 twice.');
    const more = await server.call<Coupon>('PUT', `${V1}/update-coupon-code/${coupon.id}`, { token: admin, body: form({ codePool: 'AAA-4' }) });
    expect(more.body.data.poolCodesLeft).toBe(4);
    const clash = await server.call('PUT', `${V1}/update-coupon-code/${coupon.id}`, { token: admin, body: form({ codePool: 'AAA-2' }) });
    expect(clash.status).toBe(409);
  });

  it('names the bad field of a form', async () => {
    const company = await createCompany('Strict Shop');
    const png = imageBlob(await pngImage());
    const cases: [Record<string, string>, RegExp][] = [
      [{ couponType: 'bogus' }, /couponType must be percentage or dollar/],
      [{ redeemLink: 'javascript:alert(1)' }, /redeemLink must be an http\(s\) URL/],
      [{ pointToRedeem: '-5' }, /pointToRedeem must be at least 1/],
      [{ companyId: '999999' }, /There is no coupon company with id 999999/],
      [{ validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' }, /validUntil must be after validFrom/],
    ];
    for (const [extra, message] of cases) {
      const answer = await server.call('POST', `${V1}/create-coupon-code`, { token: admin, body: form(couponText(company.id, extra), png) });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('updates only the fields sent; a new banner replaces and removes the old one', async () => {
    const company = await createCompany('Change Co');
    const coupon = await createCoupon(company.id, { stock: '4' });
    const price = await server.call<Coupon>('PUT', `${V1}/update-coupon-code/${coupon.id}`, { token: admin, body: form({ pointToRedeem: '120' }) });
    expect(price.status).toBe(200);
    expect(price.body.data).toMatchObject({ pointToRedeem: 120, couponCode: 'BIKE30', stock: 4, bannerImage: coupon.bannerImage });
    const cleared = await server.call<Coupon>('PUT', `${V1}/update-coupon-code/${coupon.id}`, { token: admin, body: form({ stock: '' }) });
    expect(cleared.body.data.stock).toBeNull();
    const rebanner = await server.call<Coupon>('PUT', `${V1}/update-coupon-code/${coupon.id}`, {
      token: admin,
      body: form({}, imageBlob(await pngImage(60, 30))),
    });
    expect(rebanner.body.data.bannerImage).not.toBe(coupon.bannerImage);
    expect((await fetch(`${server.url}/uploads/images/${coupon.bannerImage}`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/images/${rebanner.body.data.bannerImage}`)).status).toBe(200);
    const nothing = await server.call('PUT', `${V1}/update-coupon-code/${coupon.id}`, { token: admin, body: form({}) });
    expect(nothing.status).toBe(400);
    const missing = await server.call('PUT', `${V1}/update-coupon-code/999999`, { token: admin, body: form({ pointToRedeem: '5' }) });
    expect(missing.status).toBe(404);
  });

  it('soft-deletes a coupon: it leaves the catalogue and the admin list, once', async () => {
    const company = await createCompany('Delete Me Inc');
    const coupon = await createCoupon(company.id);
    expect((await server.call('DELETE', `${V1}/delete-coupon-code/${coupon.id}`, { token: admin })).status).toBe(200);
    expect((await catalogue()).some((c) => c.id === coupon.id)).toBe(false);
    const list = await server.call<Coupon[]>('GET', `${V1}/get-coupon-codes-by-company/${company.id}`, { token: admin });
    expect(list.body.data).toEqual([]);
    expect((await server.call('DELETE', `${V1}/delete-coupon-code/${coupon.id}`, { token: admin })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const { token } = await server.login('user@rebox.test');
    const answer = await server.call('GET', `${V1}/get-companies`, { token });
    expect(answer.status).toBe(403);
  });
});
