// Accounts made by someone else start with an invitation by email (through a real SMTP server)
// whose link sets the password: a business user's clerk, a STORE_MANAGER account of that business
// that another business can neither assign nor re-invite, and an admin's new user.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores, users } from '@/server/db/schema';
import { createAccount } from '@/server/modules/users/accounts.service';
import type { LoginAnswer } from '@/shared/contract/auth';
import type { StoreManager } from '@/shared/contract/stores';
import { htmlOf, linkToken, plainText, startSmtpInbox, subjectOf, type SmtpInbox } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { demoLogins, expectLedgerConsistent } from './resources-fixtures';

let server: TestServer;
let smtp: SmtpInbox;
let as: Awaited<ReturnType<typeof demoLogins>>;
let kiosk: number;
let rival: { token: string; store: number };

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ mail: { smtpUrl: smtp.url, from: 'Rebox <no-reply@rebox.test>' }, publicUrl: 'https://rebox.test' });
  as = await demoLogins(server);
  const owned = await server.database.db.select().from(stores).where(eq(stores.ownerId, as.business.id));
  kiosk = owned.find((store) => store.name === 'Rebox Station Kiosk')!.id;
  await createAccount(server.database.db, { name: 'Rita Rival', email: 'rival-shop@rebox.test', password: 'rival-password', role: 'BUSINESS_USER' });
  const token = (await server.login('rival-shop@rebox.test', 'rival-password')).token;
  const store = await server.call<{ id: number }>('POST', '/api/v1/stores', { token, body: { name: 'Rival Corner', address: '1 Other Road', city: 'Springfield' } });
  rival = { token, store: store.body.data.id };
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
  await smtp.close();
});

const invite = (token: string, storeId: number, body: object) => server.call<StoreManager[]>('POST', `/api/v1/stores/${storeId}/managers/invite`, { token, body });
const assign = (token: string, storeId: number, email: string) => server.call<StoreManager[]>('POST', `/api/v1/stores/${storeId}/managers`, { token, body: { email } });
const setPassword = (token: string, password: string) => server.call<LoginAnswer>('POST', '/api/v1/auth/reset-password', { body: { token, password } });

describe('a business user invites a clerk by email', () => {
  it('makes a store manager of the business, assigned to the store, whose mailed link sets the password and logs in', async () => {
    const since = smtp.inbox.length;
    const invited = await invite(as.business.token, kiosk, { name: 'Nina New', email: 'Nina.New@Rebox.test' });
    expect(invited.status).toBe(200);
    expect(invited.body.message).toBe('Invitation sent');
    expect(invited.body.data.map((m) => [m.name, m.email])).toEqual([['Nina New', 'nina.new@rebox.test']]);
    const [account] = await server.database.db.select().from(users).where(eq(users.email, 'nina.new@rebox.test'));
    expect(account).toMatchObject({ role: 'STORE_MANAGER', employerId: as.business.id, active: true });

    const mail = await smtp.mailTo('nina.new@rebox.test', since);
    const text = plainText(mail);
    expect(text).toContain('invited you to record box returns at Rebox Station Kiosk on Rebox.');
    expect(text).toContain('within 7 days');
    expect(text).toContain('https://rebox.test/reset-password?token=');
    expect(text).toContain('&welcome=1');
    // Nobody can log in before the link sets a password.
    expect((await server.call('POST', '/api/v1/auth/login', { body: { email: 'nina.new@rebox.test', password: 'nina-password' } })).status).toBe(401);

    const signedIn = await setPassword(linkToken(mail, '/reset-password'), 'nina-password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ email: 'nina.new@rebox.test', role: 'STORE_MANAGER' });
    const managed = await server.call<{ id: number }[]>('GET', '/api/v1/stores/managed', { token: signedIn.body.data.token });
    expect(managed.body.data.map((s) => s.id)).toEqual([kiosk]);
    const recycler = await newUser(server);
    const recorded = await server.call('POST', '/api/v1/points/returns', { token: signedIn.body.data.token, body: { userCode: recycler.user.user_code, boxes: 2, storeId: kiosk } });
    expect(recorded.status).toBe(201);
  });

  it('writes the mail in the language asked for', async () => {
    const since = smtp.inbox.length;
    expect((await invite(as.business.token, kiosk, { name: 'Dora Deutsch', email: 'dora@rebox.test', locale: 'de' })).status).toBe(200);
    const mail = await smtp.mailTo('dora@rebox.test', since);
    expect(subjectOf(mail)).toBe('Bea Business lädt dich zu Rebox ein');
    expect(htmlOf(mail)).toContain('<div lang="de" dir="ltr">');
    expect(htmlOf(mail)).toContain('Bea Business hat dich eingeladen, bei Rebox Boxrückgaben in Rebox Station Kiosk zu erfassen.');
  });

  it('sends a new link when the clerk is invited again, and the older one stops working', async () => {
    let since = smtp.inbox.length;
    await invite(as.business.token, kiosk, { name: 'Owen Twice', email: 'owen@rebox.test' });
    const first = linkToken(await smtp.mailTo('owen@rebox.test', since), '/reset-password');
    since = smtp.inbox.length;
    const again = await invite(as.business.token, kiosk, { name: 'Owen Twice', email: 'owen@rebox.test' });
    expect(again.status).toBe(200);
    expect(again.body.data.filter((m) => m.email === 'owen@rebox.test')).toHaveLength(1);
    const second = linkToken(await smtp.mailTo('owen@rebox.test', since), '/reset-password');
    expect((await setPassword(first, 'owen-password')).status).toBe(400);
    expect((await setPassword(second, 'owen-password')).status).toBe(200);
  });

  it('refuses an email that is another kind of account or another business’s clerk, and mails nobody', async () => {
    const since = smtp.inbox.length;
    const recycler = await invite(as.business.token, kiosk, { name: 'Not A Clerk', email: 'user@rebox.test' });
    expect(recycler.status).toBe(409);
    expect(recycler.body.message).toBe('user@rebox.test already has a Rebox account that is not a store manager of this business: invite the clerk with another email.');
    const [stillRecycler] = await server.database.db.select().from(users).where(eq(users.email, 'user@rebox.test'));
    expect(stillRecycler!.role).toBe('NORMAL_USER');
    // Nina is this business's clerk: the rival can neither re-invite her nor assign her.
    expect((await invite(rival.token, rival.store, { name: 'Nina New', email: 'nina.new@rebox.test' })).status).toBe(409);
    const assigned = await assign(rival.token, rival.store, 'nina.new@rebox.test');
    expect(assigned.status).toBe(400);
    expect(assigned.body.message).toBe('nina.new@rebox.test is not a store manager of this business: invite them by email instead.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.inbox.slice(since)).toEqual([]);
  });

  it('keeps invitations to the store’s owner and admins, and checks the name and email', async () => {
    expect((await invite(rival.token, kiosk, { name: 'Sneaky', email: 'sneaky@rebox.test' })).status).toBe(403);
    expect((await invite(as.user.token, kiosk, { name: 'Sneaky', email: 'sneaky@rebox.test' })).status).toBe(403);
    const noName = await invite(as.business.token, kiosk, { name: ' ', email: 'blank@rebox.test' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/name is required/);
    expect((await invite(as.business.token, kiosk, { name: 'Bad Mail', email: 'not-an-email' })).status).toBe(400);
    expect(await server.database.db.select().from(users).where(eq(users.email, 'sneaky@rebox.test'))).toEqual([]);
    // An admin invites for the store's business.
    expect((await invite(as.admin.token, kiosk, { name: 'Ada Admin-Invited', email: 'ada-clerk@rebox.test' })).status).toBe(200);
    const [ada] = await server.database.db.select().from(users).where(eq(users.email, 'ada-clerk@rebox.test'));
    expect(ada!.employerId).toBe(as.business.id);
  });

  it('lets an admin give a clerk no business has yet to a store, which binds them to its business', async () => {
    await createAccount(server.database.db, { name: 'Una Bound', email: 'unbound@rebox.test', password: 'unbound-password', role: 'STORE_MANAGER' });
    expect((await assign(as.business.token, kiosk, 'unbound@rebox.test')).status).toBe(400);
    expect((await assign(as.admin.token, kiosk, 'unbound@rebox.test')).status).toBe(200);
    const [una] = await server.database.db.select().from(users).where(eq(users.email, 'unbound@rebox.test'));
    expect(una!.employerId).toBe(as.business.id);
    expect((await assign(rival.token, rival.store, 'unbound@rebox.test')).status).toBe(400);
  });
});

describe('an admin adds a user by invitation', () => {
  it('without a password: the mailed link chooses it, and the account logs in with its role', async () => {
    const since = smtp.inbox.length;
    const created = await server.call<{ user_id: number; role: string }>('POST', '/api/v1/user/createUser', {
      token: as.admin.token,
      body: { name: 'Evan Events', email: 'evan.events@rebox.test', role: 'EVENT_MANAGER', locale: 'ar' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('User created and invited');
    const mail = await smtp.mailTo('evan.events@rebox.test', since);
    expect(htmlOf(mail)).toContain('<div lang="ar" dir="rtl">');
    expect(htmlOf(mail)).toContain('حسابًا على Rebox');
    const signedIn = await setPassword(linkToken(mail, '/reset-password'), 'evan-password');
    expect(signedIn.body.data.user).toMatchObject({ email: 'evan.events@rebox.test', role: 'EVENT_MANAGER' });
  });

  it('with a password the admin chose: no mail', async () => {
    const since = smtp.inbox.length;
    const created = await server.call('POST', '/api/v1/user/createUser', {
      token: as.admin.token,
      body: { name: 'Pat Password', email: 'pat.password@rebox.test', role: 'NORMAL_USER', password: 'pat-password' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('User created');
    expect((await server.login('pat.password@rebox.test', 'pat-password')).user.role).toBe('NORMAL_USER');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.inbox.slice(since)).toEqual([]);
  });
});
