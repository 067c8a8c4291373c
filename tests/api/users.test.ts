import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, redemptions } from '@/server/db/schema';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import type { User } from '@/shared/contract/users';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { imageBlob, newCoupon, newUser, pngImage } from './fixtures';

let server: TestServer;
let admin: { token: string; id: number };
let superAdmin: { token: string; id: number };
beforeAll(async () => {
  server = await startTestServer();
  const a = await server.login('admin@rebox.test');
  const s = await server.login('superadmin@rebox.test');
  admin = { token: a.token, id: a.user.user_id };
  superAdmin = { token: s.token, id: s.user.user_id };
});
afterAll(() => server.close());

const U = '/api/v1/user';
type UsersPage = { items: User[]; total: number; page: number; pageSize: number };

describe('GET /user/getAllUsers', () => {
  it('pages with a total, filters by role and search, sorts', async () => {
    const all = await server.call<UsersPage>('GET', `${U}/getAllUsers?page=1&pageSize=3&sort=name`, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.data.items).toHaveLength(3);
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 3 });
    expect(all.body.data.total).toBeGreaterThanOrEqual(7);
    const names = all.body.data.items.map((u) => u.name);
    expect(names).toEqual([...names].sort());

    const normal = await server.call<UsersPage>('GET', `${U}/getAllUsers?role=NORMAL_USER&pageSize=200`, { token: admin.token });
    expect(normal.body.data.items.every((u) => u.role === 'NORMAL_USER')).toBe(true);
    expect(normal.body.data.items.map((u) => u.email)).toEqual(expect.arrayContaining(['user@rebox.test', 'user2@rebox.test']));

    const search = await server.call<UsersPage>('GET', `${U}/getAllUsers?search=USER2@`, { token: admin.token });
    expect(search.body.data.items.map((u) => u.email)).toEqual(['user2@rebox.test']);
    expect(search.body.data.total).toBe(1);
    const wildcard = await server.call<UsersPage>('GET', `${U}/getAllUsers?search=%25`, { token: admin.token });
    expect(wildcard.body.data.total).toBe(0);

    const richest = await server.call<UsersPage>('GET', `${U}/getAllUsers?sort=-points&pageSize=1`, { token: admin.token });
    expect(richest.body.data.items[0]!.email).toBe('user@rebox.test');
  });

  it('names a bad parameter', async () => {
    const role = await server.call('GET', `${U}/getAllUsers?role=KING`, { token: admin.token });
    expect(role.status).toBe(400);
    expect(role.body.message).toMatch(/role must be one of/);
    const size = await server.call('GET', `${U}/getAllUsers?pageSize=500`, { token: admin.token });
    expect(size.status).toBe(400);
    expect(size.body.message).toMatch(/pageSize must be at most 200/);
  });
});

describe('GET /user/getUserByRole/{role}', () => {
  it('lists the users of one role', async () => {
    const answer = await server.call<User[]>('GET', `${U}/getUserByRole/EVENT_MANAGER`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((u) => u.email)).toContain('events@rebox.test');
    expect(answer.body.data.every((u) => u.role === 'EVENT_MANAGER')).toBe(true);
    expect((await server.call('GET', `${U}/getUserByRole/KING`, { token: admin.token })).status).toBe(400);
  });
});

describe('POST /user/createUser', () => {
  it('creates an account of any role that can log in; only a super admin makes a super admin', async () => {
    const created = await server.call<User>('POST', `${U}/createUser`, {
      token: admin.token,
      body: { name: 'Dora Distributor', email: 'dora@rebox.test', password: 'dora-password', role: 'DISTRIBUTOR' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: 'dora@rebox.test', role: 'DISTRIBUTOR', available_reward_points: 0, active: true });
    expect((await server.login('dora@rebox.test', 'dora-password')).user.role).toBe('DISTRIBUTOR');
    const again = await server.call('POST', `${U}/createUser`, {
      token: admin.token,
      body: { name: 'Dora Again', email: 'DORA@rebox.test', password: 'dora-password', role: 'NORMAL_USER' },
    });
    expect(again.status).toBe(409);
    const superBody = { name: 'New Super', email: 'super2@rebox.test', password: 'super-password', role: 'SUPER_ADMIN' };
    expect((await server.call('POST', `${U}/createUser`, { token: admin.token, body: superBody })).status).toBe(403);
    expect((await server.call('POST', `${U}/createUser`, { token: superAdmin.token, body: superBody })).status).toBe(201);
  });
});

describe('PATCH /user/updateUser', () => {
  it('changes name, role and email', async () => {
    const { user } = await newUser(server);
    const answer = await server.call<User>('PATCH', `${U}/updateUser`, {
      token: admin.token,
      body: { id: user.user_id, name: 'Renamed', role: 'EVENT_MANAGER', email: `renamed-${user.user_id}@rebox.test` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Renamed', role: 'EVENT_MANAGER', email: `renamed-${user.user_id}@rebox.test` });
    const taken = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: user.user_id, email: 'user@rebox.test' } });
    expect(taken.status).toBe(409);
  });

  it('adjusts points with a required reason: a ledger entry by the admin', async () => {
    const { user } = await newUser(server, 40);
    const noReason = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: user.user_id, pointsAdjustment: 25 } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason is required/);
    const added = await server.call<User>('PATCH', `${U}/updateUser`, {
      token: admin.token,
      body: { id: user.user_id, pointsAdjustment: 25, reason: 'Lost box scan' },
    });
    expect(added.body.data.available_reward_points).toBe(65);
    const [entry] = await server.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.user_id), eq(pointsLedger.delta, 25)));
    expect(entry).toMatchObject({ reason: 'adjustment', note: 'Lost box scan', actorId: admin.id });
    const below = await server.call('PATCH', `${U}/updateUser`, {
      token: admin.token,
      body: { id: user.user_id, pointsAdjustment: -100, reason: 'Too much', name: 'Not Saved' },
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('This would take the balance below zero: Test User has 65 points.');
    const after = await server.call<string>('GET', `${U}/getUserById/${user.user_id}`, { token: admin.token });
    expect(JSON.parse(after.body.data)).toMatchObject({ name: 'Test User', available_reward_points: 65 });
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);
  });

  it('deactivating an account stops its token and its login', async () => {
    const { user, token } = await newUser(server);
    const off = await server.call<User>('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: user.user_id, active: false } });
    expect(off.body.data.active).toBe(false);
    expect((await server.call('GET', `${U}/getUserById/${user.user_id}`, { token })).status).toBe(401);
    const login = await server.call('POST', '/api/v1/auth/login', { body: { email: user.email, password: 'long-enough-password' } });
    expect(login.status).toBe(403);
  });

  it('keeps admins from locking themselves out and from touching a super admin', async () => {
    const ownRole = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: admin.id, role: 'NORMAL_USER' } });
    expect(ownRole.status).toBe(400);
    const ownActive = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: admin.id, active: false } });
    expect(ownActive.status).toBe(400);
    const sup = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: superAdmin.id, name: 'Hacked' } });
    expect(sup.status).toBe(403);
    const promote = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: admin.id, role: 'SUPER_ADMIN' } });
    expect(promote.status).toBe(400);
    const { user } = await newUser(server);
    const promoteOther = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: user.user_id, role: 'SUPER_ADMIN' } });
    expect(promoteOther.status).toBe(403);
    const missing = await server.call('PATCH', `${U}/updateUser`, { token: admin.token, body: { id: 999_999, name: 'Nobody' } });
    expect(missing.status).toBe(404);
  });
});

describe('DELETE /user/deleteUser/{id}', () => {
  it('soft-deletes: the token stops working, the ledger and redemptions stay, the email is free again', async () => {
    const { user, token } = await newUser(server, 100);
    const coupon = await newCoupon(server, { pointToRedeem: 30 });
    const redeemed = await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    expect(redeemed.status).toBe(200);
    const removed = await server.call('DELETE', `${U}/deleteUser/${user.user_id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await server.call('GET', '/api/v1/coupon/my-redemptions', { token })).status).toBe(401);
    expect((await server.call('GET', `${U}/getUserById/${user.user_id}`, { token: admin.token })).status).toBe(404);
    const ledger = await server.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.user_id));
    expect(ledger.length).toBe(2);
    const kept = await server.database.db.select().from(redemptions).where(eq(redemptions.userId, user.user_id));
    expect(kept).toHaveLength(1);
    const again = await server.call('POST', '/api/v1/auth/register', { body: { name: 'Back Again', email: user.email, password: 'long-enough-password' } });
    expect(again.status).toBe(201);
    expect((await server.call('DELETE', `${U}/deleteUser/${user.user_id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses to delete yourself or, as an admin, a super admin', async () => {
    expect((await server.call('DELETE', `${U}/deleteUser/${admin.id}`, { token: admin.token })).status).toBe(400);
    expect((await server.call('DELETE', `${U}/deleteUser/${superAdmin.id}`, { token: admin.token })).status).toBe(403);
  });
});

describe('PATCH /user/updateProfile', () => {
  it('changes the name and the picture; the old picture is removed', async () => {
    const { user, token } = await newUser(server);
    const named = new FormData();
    named.append('name', 'Picture Person');
    const renamed = await server.call<User>('PATCH', `${U}/updateProfile`, { token, body: named });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ user_id: user.user_id, name: 'Picture Person', profile_image: null });

    const first = new FormData();
    first.append('profile_image', imageBlob(await pngImage(80, 80)), 'me.png');
    const withImage = await server.call<User>('PATCH', `${U}/updateProfile`, { token, body: first });
    const oldImage = withImage.body.data.profile_image!;
    expect((await fetch(`${server.url}/uploads/images/${oldImage}`)).status).toBe(200);

    const second = new FormData();
    second.append('profile_image', imageBlob(await pngImage(90, 90)), 'me2.png');
    const replaced = await server.call<User>('PATCH', `${U}/updateProfile`, { token, body: second });
    expect(replaced.body.data.profile_image).not.toBe(oldImage);
    expect((await fetch(`${server.url}/uploads/images/${oldImage}`)).status).toBe(404);
  });

  it('refuses a non-image, an empty form and JSON', async () => {
    const { token } = await newUser(server);
    const fake = new FormData();
    fake.append('profile_image', new Blob(['<html><body>hi</body></html>'], { type: 'image/png' }), 'me.png');
    const notImage = await server.call('PATCH', `${U}/updateProfile`, { token, body: fake });
    expect(notImage.status).toBe(415);
    expect(notImage.body.message).toBe('The profile image must be a PNG, JPEG, WebP or GIF image.');
    expect((await server.call('PATCH', `${U}/updateProfile`, { token, body: new FormData() })).status).toBe(400);
    expect((await server.call('PATCH', `${U}/updateProfile`, { token, body: { name: 'Json' } })).status).toBe(415);
  });
});

describe('ownership: user A cannot read or change user B', () => {
  it('refuses A reading, changing or managing B', async () => {
    const a = await newUser(server);
    const b = await newUser(server);
    const read = await server.call('GET', `${U}/getUserById/${b.user.user_id}`, { token: a.token });
    expect(read.status).toBe(403);
    const change = await server.call('PUT', `/api/v1/auth/update/${b.user.user_id}`, { token: a.token, body: { name: 'Taken Over' } });
    expect(change.status).toBe(403);
    const manage = await server.call('PATCH', `${U}/updateUser`, { token: a.token, body: { id: b.user.user_id, name: 'Taken Over' } });
    expect(manage.status).toBe(403);
    const own = await server.call<string>('GET', `${U}/getUserById/${b.user.user_id}`, { token: b.token });
    expect(JSON.parse(own.body.data).name).toBe('Test User');
  });
});
