// The holes the second outside audit found in accounts and mail: each test here failed on the
// code before its fix. Its crediting holes: security-second-audit-credits.test.ts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, passwordResets, users } from '@/server/db/schema';
import { newUserCode } from '@/server/lib/user-code';
import type { Coupon } from '@/shared/contract/coupons';
import { linkToken } from '../helpers/smtp-inbox';
import { startTestServer } from '../helpers/test-server';
import { PASSWORD, me, resetToken, server, smtp, update, useAuditServer } from './audit-suite';
import { newCoupon, newUser } from './fixtures';

useAuditServer();

describe('1. the public catalogue carries no redeemable secret', () => {
  it('blanks every code and a link that holds the code; the redemption and the wallet still give them', async () => {
    const linked = await newCoupon(server, { code: 'SECRET-LINK-42', redeemLink: 'https://shop.example/redeem?code=secret-link-42', pointToRedeem: 10 });
    const plain = await newCoupon(server, { code: 'PLAIN-CODE-7', redeemLink: 'https://shop.example/offers', pointToRedeem: 10 });
    const response = await fetch(`${server.url}/api/v1/coupon/get-coupon-list-for-frontend`, { headers: { 'accept-encoding': 'identity' } });
    const text = await response.text();
    const list = (JSON.parse(text) as { data: { data: Coupon[] } }).data.data;
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((c) => c.couponCode === '')).toBe(true);
    expect(list.find((c) => c.id === linked.id)!.redeemLink).toBe('');
    expect(list.find((c) => c.id === plain.id)!.redeemLink).toBe('https://shop.example/offers');
    const seededCodes = (await server.database.db.select({ code: coupons.code }).from(coupons)).map((r) => r.code);
    for (const code of seededCodes) expect(text, code).not.toContain(code);

    const recycler = await newUser(server, 50);
    const redeemed = await server.call<{ couponCode: string; redeemLink: string }>('POST', '/api/v1/coupon/redeem-coupon-code', {
      token: recycler.token,
      body: { couponCodeId: linked.id, userId: recycler.user.user_id },
    });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.data).toMatchObject({ couponCode: 'SECRET-LINK-42', redeemLink: 'https://shop.example/redeem?code=secret-link-42' });
    const wallet = await server.call<{ items: { couponCode: string }[] }>('GET', '/api/v1/coupon/my-redemptions', { token: recycler.token });
    expect(JSON.stringify(wallet.body.data)).toContain('SECRET-LINK-42');
  });
});

describe('2. a stolen session cannot move the email', () => {
  it('needs the current password, mails the old address a link that puts it back and ends every session', async () => {
    const { user, token } = await newUser(server);
    const other = (await server.login(user.email, PASSWORD)).token;
    const newEmail = `moved-${randomBytes(4).toString('hex')}@rebox.test`;
    const bare = await update(token, user.user_id, { email: newEmail });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('currentPassword: enter your current password to change your email.');
    expect((await update(token, user.user_id, { email: newEmail, currentPassword: 'not-my-password' })).status).toBe(400);

    const since = smtp.inbox.length;
    const moved = await update(token, user.user_id, { email: newEmail, currentPassword: PASSWORD, locale: 'de' });
    expect(moved.status).toBe(200);
    const mail = await smtp.mailTo(user.email, since);
    expect(mail.raw).toContain(newEmail);
    const undo = linkToken(mail, 'https://rebox.test/undo-email-change');

    const undone = await server.call<{ email: string }>('POST', '/api/v1/auth/undo-email-change', { body: { token: undo } });
    expect(undone.status).toBe(200);
    expect(undone.body.data.email).toBe(user.email);
    expect((await me(token, user.user_id)).status).toBe(401);
    expect((await me(other, user.user_id)).status).toBe(401);
    expect((await server.login(user.email, PASSWORD)).user.user_id).toBe(user.user_id);
    const again = await server.call('POST', '/api/v1/auth/undo-email-change', { body: { token: undo } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link no longer works: it was used or it is more than 7 days old.');
  });
});

describe('4. forgot-password answers known and unknown emails alike in time', () => {
  it('150 pairs: which one is slower is a coin toss (sign test, p >= 0.001)', async () => {
    // Its own server, mails to the log: the 150 links must not queue in front of other tests' mails.
    const timed = await startTestServer();
    const known = Array.from({ length: 150 }, (_, i) => `timing-${i}-${randomBytes(3).toString('hex')}@rebox.test`);
    await timed.database.db.insert(users).values(known.map((email) => ({ name: 'Timing', email, passwordHash: 'x', role: 'NORMAL_USER', userCode: newUserCode() })));
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await fetch(`${timed.url}/api/v1/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    let knownSlower = 0;
    try {
      for (let i = 0; i < 10; i++) await ask(`warm-${i}@nowhere.test`);
      for (let i = 0; i < 150; i++) {
        const unknown = `nobody-${i}-${randomBytes(3).toString('hex')}@rebox.test`;
        // Which goes first is drawn per pair, so a drift of the machine's load favours neither.
        let k: number;
        let u: number;
        if (randomBytes(1)[0]! < 128) {
          k = await ask(known[i]!);
          u = await ask(unknown);
        } else {
          u = await ask(unknown);
          k = await ask(known[i]!);
        }
        if (k > u) knownSlower++;
      }
    } finally {
      await timed.close();
    }
    // Two-sided exact binomial test at p < 0.001 for n = 150: distinguishable outside 55..95.
    expect(knownSlower).toBeGreaterThanOrEqual(55);
    expect(knownSlower).toBeLessThanOrEqual(95);
  }, 60_000);
});

describe('5. an outstanding reset link ends with a new password, a new email and sign out everywhere', () => {
  it('each of the three ends it', async () => {
    for (const change of ['password', 'email', 'everywhere'] as const) {
      const { user, token } = await newUser(server);
      const link = await resetToken(user.email);
      if (change === 'password') expect((await update(token, user.user_id, { password: 'a-brand-new-password', currentPassword: PASSWORD })).status).toBe(200);
      if (change === 'email') expect((await update(token, user.user_id, { email: `e-${randomBytes(4).toString('hex')}@rebox.test`, currentPassword: PASSWORD })).status).toBe(200);
      if (change === 'everywhere') expect((await server.call('POST', '/api/v1/auth/logout-everywhere', { token })).status).toBe(200);
      const used = await server.call('POST', '/api/v1/auth/reset-password', { body: { token: link, password: 'taken-over-password' } });
      expect(used.status, change).toBe(400);
      const open = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.user_id));
      expect(open.every((r) => r.usedAt !== null), change).toBe(true);
    }
  });
});

describe('6. reset mails per email are capped, whatever the address', () => {
  it('120 requests for one email from 120 addresses send 5 mails', async () => {
    const capped = await startTestServer({ mail: { smtpUrl: smtp.url }, trustProxy: '127.0.0.1' });
    try {
      const { user } = await newUser(capped);
      const since = smtp.inbox.length;
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        const answer = await capped.call('POST', '/api/v1/auth/forgot-password', { body: { email: user.email }, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
        statuses.push(answer.status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(115);
      await capped.app.close();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.inbox.slice(since).filter((m) => m.to.includes(user.email))).toHaveLength(5);
    } finally {
      await capped.close().catch(() => undefined);
    }
  });
});

describe('8. the store-manager form tells nobody who has an account', () => {
  it('answers one sentence for an unknown email, a recycler, a staff account and another business’s clerk', async () => {
    const business = await server.login('business@rebox.test');
    const stores = await server.call<{ id: number }[]>('GET', '/api/v1/stores/mine', { token: business.token });
    const storeId = stores.body.data[0]!.id;
    const answers = await Promise.all(
      ['nobody-at-all@rebox.test', 'user@rebox.test', 'superadmin@rebox.test', 'admin@rebox.test', 'store2@rebox.test'].map((email) =>
        server.call('POST', `/api/v1/stores/${storeId}/managers`, { token: business.token, body: { email } }),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(400);
      // store2 is the clerk of another business: theirs to staff, not this one's.
      const email = ['nobody-at-all@rebox.test', 'user@rebox.test', 'superadmin@rebox.test', 'admin@rebox.test', 'store2@rebox.test'][i]!;
      expect(answer.body.message).toBe(`${email} is not a store manager of this business: invite them by email instead.`);
    }
    expect(JSON.stringify(answers.map((a) => a.body))).not.toMatch(/Super|Admin User|Uma|Stu/);
  });
});
