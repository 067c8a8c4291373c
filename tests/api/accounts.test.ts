// Accounts a person manages: sessions that end on the server, password reset by mail through a
// real SMTP server (smtp-server, in this process), their data, deleting their account.
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, pointsLedger, redemptions } from '@/server/db/schema';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import type { LoginAnswer } from '@/shared/contract/auth';
import { htmlOf, subjectOf, type ReceivedMail } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';

let smtp: SMTPServer;
let smtpPort = 0;
const inbox: ReceivedMail[] = [];
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  server = await startTestServer({ mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'Rebox <no-reply@rebox.test>' }, publicUrl: 'https://rebox.test' });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const ME = (token: string, id: number) => server.call('GET', `/api/v1/user/getUserById/${id}`, { token });

/** The mail to `email` that arrives after `since` mails, waiting up to 5 s. */
async function mailTo(email: string, since: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const found = inbox.slice(since).find((m) => m.to.includes(email));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

/** The reset token from the mail's plain-text link (quoted-printable soft breaks undone). */
function tokenOf(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(/https:\/\/rebox\.test\/reset-password\?token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no link in:\n${mail.raw}`);
  return decodeURIComponent(match[1]!);
}

describe('sessions end on the server', () => {
  it('a password change ends the account’s other sessions at once, not the one that made it', async () => {
    const { user, token: phone } = await newUser(server);
    const laptop = (await server.login(user.email, 'long-enough-password')).token;
    expect((await ME(laptop, user.user_id)).status).toBe(200);
    const changed = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, {
      token: phone,
      body: { password: 'a-brand-new-password', currentPassword: 'long-enough-password' },
    });
    expect(changed.status).toBe(200);
    const other = await ME(laptop, user.user_id);
    expect(other.status).toBe(401);
    expect(other.body.message).toBe('Your session has ended. Please log in again.');
    expect((await ME(phone, user.user_id)).status).toBe(200);
  });

  it('a wrong current password or the same password again is refused with a sentence', async () => {
    const { user, token } = await newUser(server);
    const wrong = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, { token, body: { password: 'another-password', currentPassword: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('currentPassword: your current password is not correct.');
    const same = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, { token, body: { password: 'long-enough-password', currentPassword: 'long-enough-password' } });
    expect(same.status).toBe(400);
  });

  it('logout ends this token; sign out everywhere ends them all', async () => {
    const { user, token } = await newUser(server);
    const second = (await server.login(user.email, 'long-enough-password')).token;
    expect((await server.call('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    expect((await ME(token, user.user_id)).status).toBe(401);
    expect((await ME(second, user.user_id)).status).toBe(200);
    const third = (await server.login(user.email, 'long-enough-password')).token;
    expect((await server.call('POST', '/api/v1/auth/logout-everywhere', { token: second })).status).toBe(200);
    expect((await ME(second, user.user_id)).status).toBe(401);
    expect((await ME(third, user.user_id)).status).toBe(401);
  });
});

describe('forgot password, through a real SMTP server', () => {
  it('mails a link that signs in once with the new password and ends every other session', async () => {
    const { user, token: old } = await newUser(server);
    const since = inbox.length;
    const asked = await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: user.email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('If an account uses this email, a link to choose a new password is on its way. It works for 30 minutes.');
    const mail = await mailTo(user.email, since);
    expect(mail.raw).toMatch(/Subject: Choose a new Rebox password/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = tokenOf(mail);
    const stored = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.user_id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const reset = await server.call<LoginAnswer>('POST', '/api/v1/auth/reset-password', { body: { token, password: 'chosen-after-reset' } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.user_id).toBe(user.user_id);
    expect((await ME(reset.body.data.token, user.user_id)).status).toBe(200);
    expect((await ME(old, user.user_id)).status).toBe(401);
    expect((await server.login(user.email, 'chosen-after-reset')).user.user_id).toBe(user.user_id);

    const again = await server.call('POST', '/api/v1/auth/reset-password', { body: { token, password: 'second-use-of-link' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link no longer works: it was used, a newer one was sent, or it expired. Ask for a new link.');
  });

  it('a newer request ends the older link, and a link expires after 30 minutes', async () => {
    const { user } = await newUser(server);
    let since = inbox.length;
    await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: user.email } });
    const first = tokenOf(await mailTo(user.email, since));
    since = inbox.length;
    await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: user.email } });
    const second = tokenOf(await mailTo(user.email, since));
    expect((await server.call('POST', '/api/v1/auth/reset-password', { body: { token: first, password: 'from-the-old-link' } })).status).toBe(400);
    await server.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.user_id));
    expect((await server.call('POST', '/api/v1/auth/reset-password', { body: { token: second, password: 'from-the-new-link' } })).status).toBe(400);
  });

  it('writes the mail in the language the person uses the app in', async () => {
    const { user } = await newUser(server);
    for (const [locale, subject, dir] of [
      ['de', 'Wähle ein neues Rebox-Passwort', 'ltr'],
      ['ar', 'اختر كلمة مرور جديدة لحساب Rebox', 'rtl'],
    ] as const) {
      const since = inbox.length;
      expect((await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: user.email, locale } })).status).toBe(200);
      const mail = await mailTo(user.email, since);
      expect(subjectOf(mail)).toBe(subject);
      expect(htmlOf(mail)).toContain(`lang="${locale}" dir="${dir}"`);
      expect(htmlOf(mail)).toContain('href="https://rebox.test/reset-password?token=');
    }
    const unknown = await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: user.email, locale: 'xx' } });
    expect(unknown.status).toBe(400);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const since = inbox.length;
    const unknown = await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: 'nobody-here@rebox.test' } });
    const known = await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: 'user2@rebox.test' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await mailTo('user2@rebox.test', since);
    expect(inbox.slice(since).some((m) => m.to.includes('nobody-here@rebox.test'))).toBe(false);
  });

  it('refuses a weak new password with the registration policy', async () => {
    const weak = await server.call('POST', '/api/v1/auth/reset-password', { body: { token: 'whatever', password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/password must be at least 8 characters/);
  });

  it('limits reset requests per email and address', async () => {
    const limited = await startTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.call('POST', '/api/v1/auth/forgot-password', { body: { email: 'user@rebox.test' } })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('their data', () => {
  it('downloads profile, ledger, redemptions, returns and events as JSON, and the ledger as CSV', async () => {
    const { user, token } = await newUser(server, 100);
    const coupon = await newCoupon(server, { pointToRedeem: 30, description: 'Export, "quoted", test' });
    await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    await server.call('POST', '/api/v1/points/returns/report', { token, body: { boxes: 2, location: 'Corner' } });
    const admin = (await server.login('admin@rebox.test')).token;
    await server.call('PATCH', '/api/v1/user/updateUser', { token: admin, body: { id: user.user_id, pointsAdjustment: 5, reason: 'Welcome gift' } });
    const exported = await server.call<{
      profile: { email: string };
      pointsLedger: { delta: number }[];
      redemptions: { couponDescription: string }[];
      returns: { boxes: number; status: string }[];
      events: unknown[];
      notifications: { kind: string; title: string; readAt: string | null }[];
      pushDevices: unknown[];
    }>('GET', '/api/v1/account/export', { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment/);
    expect(exported.body.data.profile.email).toBe(user.email);
    expect(exported.body.data.pointsLedger.map((e) => e.delta)).toEqual([100, -30, 5]);
    expect(exported.body.data.notifications).toEqual([expect.objectContaining({ kind: 'points_credited', title: '+5 points', readAt: null })]);
    expect(exported.body.data.pushDevices).toEqual([]);
    expect(exported.body.data.redemptions.map((r) => r.couponDescription)).toEqual(['Export, "quoted", test']);
    expect(exported.body.data.returns).toEqual([expect.objectContaining({ boxes: 2, status: 'pending' })]);
    expect(exported.body.data.events).toEqual([]);

    const csv = await fetch(`${server.url}/api/v1/account/ledger.csv`, { headers: { authorization: token } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('date,points,reason,note,source_type,source_id');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(',-30,redeem,"Export, ""quoted"", test",redemption,');
  });
});

describe('deleting one’s account', () => {
  it('asks for the password, anonymises the person, ends every session, frees the email, keeps the books', async () => {
    const { user, token } = await newUser(server, 80);
    const coupon = await newCoupon(server, { pointToRedeem: 20 });
    await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    const wrong = await server.call('DELETE', '/api/v1/account', { token, body: { password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    const deleted = await server.call('DELETE', '/api/v1/account', { token, body: { password: 'long-enough-password' } });
    expect(deleted.status).toBe(200);
    expect((await ME(token, user.user_id)).status).toBe(401);
    const login = await server.call('POST', '/api/v1/auth/login', { body: { email: user.email, password: 'long-enough-password' } });
    expect(login.status).toBe(401);
    const again = await server.call('POST', '/api/v1/auth/register', { body: { name: 'Back', email: user.email, password: 'long-enough-password' } });
    expect(again.status).toBe(201);
    const ledger = await server.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.user_id));
    expect(ledger.map((e) => e.delta)).toEqual([80, -20]);
    expect(await server.database.db.select().from(redemptions).where(eq(redemptions.userId, user.user_id))).toHaveLength(1);
    const admin = await server.login('admin@rebox.test');
    const page = await server.call<{ items: { email: string; name: string }[] }>('GET', `/api/v1/user/getAllUsers?search=${encodeURIComponent(user.email)}`, { token: admin.token });
    expect(page.body.data.items.map((u) => u.email)).toEqual([user.email]);
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);
  });
});
