import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientMember } from '@/shared/contract/clients';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import type { Store, StoreDetail, StoreDirectoryEntry } from '@/shared/contract/stores';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { demoLogins, expectLedgerConsistent, newStaff } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;

beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
});

const admin = <T>(method: string, path: string, body?: unknown) => server.call<T>(method, `/api/v1${path}`, { token: as.admin.token, body });

describe('clients (admin)', () => {
  it('lists the seeded clients with their member counts, paged and searchable', async () => {
    const all = await admin<Page<Client>>('GET', '/clients');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    const north = all.body.data.items.find((c) => c.name === 'North Logistics')!;
    expect(north).toMatchObject({ contactName: 'Nora North', distributorCount: 1, businessUserCount: 1 });
    const found = await admin<Page<Client>>('GET', '/clients?search=parcel');
    expect(found.body.data.items.map((c) => c.name)).toEqual(['South Parcel Co']);
    const paged = await admin<Page<Client>>('GET', '/clients?page=2&pageSize=1');
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.items).toHaveLength(1);
    expect((await server.call('GET', '/api/v1/clients', { token: as.distributor.token })).status).toBe(403);
  });

  it('creates, reads and updates a client; bad fields are named', async () => {
    const created = await admin<Client>('POST', '/clients', { name: '  East Freight ', email: 'OPS@East.example' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'East Freight', email: 'ops@east.example', phone: '', distributorCount: 0 });
    const id = created.body.data.id;
    const updated = await admin<Client>('PUT', `/clients/${id}`, { phone: '+1 555 0300', address: '3 Dock Lane' });
    expect(updated.body.data).toMatchObject({ name: 'East Freight', phone: '+1 555 0300', address: '3 Dock Lane' });
    expect((await admin<Client>('GET', `/clients/${id}`)).body.data.address).toBe('3 Dock Lane');

    const noName = await admin('POST', '/clients', { email: 'a@b.example' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/name/);
    const badEmail = await admin('POST', '/clients', { name: 'X', email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('email must be a valid address');
    expect((await admin('PUT', `/clients/${id}`, {})).status).toBe(400);
    expect((await admin('GET', '/clients/999999')).status).toBe(404);
  });

  it('attaches, moves and detaches distributors and business users', async () => {
    const client = (await admin<Client>('POST', '/clients', { name: 'West Hauliers' })).body.data;
    const distributor = await newStaff(server, 'DISTRIBUTOR');
    const attached = await admin<ClientMember[]>('POST', `/clients/${client.id}/distributors`, { userId: distributor.id, serviceArea: 'Harbour' });
    expect(attached.status).toBe(200);
    expect(attached.body.data).toEqual([expect.objectContaining({ user_id: distributor.id, serviceArea: 'Harbour', clientId: client.id })]);
    const again = await admin<ClientMember[]>('POST', `/clients/${client.id}/distributors`, { userId: distributor.id, serviceArea: 'Old town' });
    expect(again.body.data[0]!.serviceArea).toBe('Old town');

    const recycler = await newUser(server);
    const wrongRole = await admin('POST', `/clients/${client.id}/distributors`, { userId: recycler.user.user_id, serviceArea: 'Harbour' });
    expect(wrongRole.status).toBe(409);
    const noArea = await admin('POST', `/clients/${client.id}/distributors`, { userId: distributor.id });
    expect(noArea.status).toBe(400);

    const business = await newStaff(server, 'BUSINESS_USER');
    const withBusiness = await admin<ClientMember[]>('POST', `/clients/${client.id}/business-users`, { userId: business.id });
    expect(withBusiness.body.data.map((m) => m.user_id)).toEqual([business.id]);
    expect((await admin<Client>('GET', `/clients/${client.id}`)).body.data).toMatchObject({ distributorCount: 1, businessUserCount: 1 });
    const businessList = await admin<ClientMember[]>('GET', `/clients/${client.id}/business-users`);
    expect(businessList.body.data).toEqual([expect.objectContaining({ user_id: business.id, role: 'BUSINESS_USER', storeCount: 0 })]);
    expect((await admin<ClientMember[]>('DELETE', `/clients/${client.id}/business-users/${business.id}`)).body.data).toEqual([]);
    expect((await admin('POST', `/clients/${client.id}/business-users`, { userId: distributor.id })).status).toBe(409);

    const detached = await admin<ClientMember[]>('DELETE', `/clients/${client.id}/distributors/${distributor.id}`);
    expect(detached.body.data).toEqual([]);
    expect((await admin('DELETE', `/clients/${client.id}/distributors/${distributor.id}`)).status).toBe(404);

    const north = (await admin<Page<Client>>('GET', '/clients?search=north')).body.data.items[0]!;
    const northDistributors = await admin<ClientMember[]>('GET', `/clients/${north.id}/distributors`);
    expect(northDistributors.body.data).toEqual([expect.objectContaining({ user_id: as.distributor.id, serviceArea: 'North district' })]);
    const northBusiness = await admin<ClientMember[]>('GET', `/clients/${north.id}/business-users`);
    expect(northBusiness.body.data).toEqual([expect.objectContaining({ user_id: as.business.id, storeCount: 2 })]);
  });

  it('soft-deletes a client and detaches its people', async () => {
    const client = (await admin<Client>('POST', '/clients', { name: 'Gone Ltd' })).body.data;
    const distributor = await newStaff(server, 'DISTRIBUTOR');
    await admin('POST', `/clients/${client.id}/distributors`, { userId: distributor.id, serviceArea: 'Anywhere' });
    expect((await admin('DELETE', `/clients/${client.id}`)).status).toBe(200);
    expect((await admin('GET', `/clients/${client.id}`)).status).toBe(404);
    expect((await admin<Page<Client>>('GET', '/clients?search=gone')).body.data.total).toBe(0);
    expect((await admin('DELETE', `/clients/${client.id}`)).status).toBe(404);
    const other = (await admin<Client>('POST', '/clients', { name: 'Next Ltd' })).body.data;
    const moved = await admin<ClientMember[]>('POST', `/clients/${other.id}/distributors`, { userId: distributor.id, serviceArea: 'Here' });
    expect(moved.body.data.map((m) => m.user_id)).toEqual([distributor.id]);
  });
});

describe('stores', () => {
  it('a business user lists, creates, edits and deactivates their own stores', async () => {
    const mine = await server.call<Store[]>('GET', '/api/v1/stores/mine', { token: as.business.token });
    expect(mine.body.data.map((s) => s.name)).toEqual(['Rebox Corner Shop', 'Rebox Station Kiosk']);
    const created = await server.call<Store>('POST', '/api/v1/stores', {
      token: as.business.token,
      body: { name: 'Rebox Market Stall', city: 'Springfield', openingHours: 'Sat 8:00-13:00', ownerId: as.admin.id },
    });
    expect(created.status).toBe(201);
    // A business user's store is always their own, whatever ownerId says.
    expect(created.body.data).toMatchObject({ ownerId: as.business.id, ownerName: 'Bea Business', active: true, boxesReturned: 0 });
    const id = created.body.data.id;
    const edited = await server.call<Store>('PUT', `/api/v1/stores/${id}`, { token: as.business.token, body: { phone: '+1 555 0113' } });
    expect(edited.body.data).toMatchObject({ phone: '+1 555 0113', name: 'Rebox Market Stall' });

    const off = await server.call<Store>('PATCH', `/api/v1/stores/${id}/active`, { token: as.business.token, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Store deactivated');
    const directory = await server.call<StoreDirectoryEntry[]>('GET', '/api/v1/stores/directory', { token: as.user.token });
    expect(directory.body.data.map((s) => s.id)).not.toContain(id);
    expect(directory.body.data.map((s) => s.name)).toContain('Rebox Corner Shop');
    const on = await server.call<Store>('PATCH', `/api/v1/stores/${id}/active`, { token: as.business.token, body: { active: true } });
    expect(on.body.data.active).toBe(true);
  });

  it('a business user cannot read or change another business\'s store', async () => {
    const rival = await newStaff(server, 'BUSINESS_USER');
    const theirs = (await server.call<Store>('POST', '/api/v1/stores', { token: rival.token, body: { name: 'Rival Shop' } })).body.data;
    for (const [method, path, body] of [
      ['GET', `/api/v1/stores/${theirs.id}`, undefined],
      ['PUT', `/api/v1/stores/${theirs.id}`, { name: 'Taken over' }],
      ['PATCH', `/api/v1/stores/${theirs.id}/active`, { active: false }],
    ] as const) {
      const answer = await server.call(method, path, { token: as.business.token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toBe('This store belongs to another business.');
    }
    const mine = await server.call<Store[]>('GET', '/api/v1/stores/mine', { token: as.business.token });
    expect(mine.body.data.map((s) => s.id)).not.toContain(theirs.id);
  });

  it('an admin lists every store by owner, reads one with its recent returns, and creates for a business user', async () => {
    const byOwner = await admin<Page<Store>>('GET', `/stores?ownerId=${as.business.id}`);
    expect(byOwner.body.data.items.every((s) => s.ownerId === as.business.id)).toBe(true);
    const corner = byOwner.body.data.items.find((s) => s.name === 'Rebox Corner Shop')!;

    const recycler = await newUser(server);
    const recorded = await server.call<BoxReturn>('POST', '/api/v1/points/returns', {
      token: as.business.token,
      body: { userCode: recycler.user.user_code, boxes: 3, storeId: corner.id },
    });
    expect(recorded.status).toBe(201);
    const detail = await admin<StoreDetail>('GET', `/stores/${corner.id}`);
    expect(detail.body.data.recentReturns[0]).toMatchObject({ id: recorded.body.data.id, boxes: 3, userName: 'Test User' });
    // Exactly the 3 credited here on top of what the list said (the store's counter, migration 0013).
    expect(detail.body.data.boxesReturned).toBe(corner.boxesReturned + 3);
    const listed = await admin<Page<Store>>('GET', `/stores?ownerId=${as.business.id}`);
    expect(listed.body.data.items.find((s) => s.id === corner.id)!.boxesReturned).toBe(corner.boxesReturned + 3);
    const ownView = await server.call<StoreDetail>('GET', `/api/v1/stores/${corner.id}`, { token: as.business.token });
    expect(ownView.body.data.recentReturns.map((r) => r.id)).toContain(recorded.body.data.id);

    expect((await admin('POST', '/stores', { name: 'No owner' })).status).toBe(400);
    expect((await admin('POST', '/stores', { name: 'Wrong owner', ownerId: recycler.user.user_id })).status).toBe(409);
    const made = await admin<Store>('POST', '/stores', { name: 'Admin made', ownerId: as.business.id });
    expect(made.body.data.ownerId).toBe(as.business.id);
    const renamed = await admin<Store>('PUT', `/stores/${made.body.data.id}`, { name: 'Admin renamed' });
    expect(renamed.body.data.name).toBe('Admin renamed');
    const search = await admin<Page<Store>>('GET', '/stores?search=kiosk');
    expect(search.body.data.items.map((s) => s.name)).toEqual(['Rebox Station Kiosk']);
    expect((await admin('GET', '/stores/999999')).status).toBe(404);
  });
});
