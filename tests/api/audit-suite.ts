// The audit suites' server, with a real SMTP inbox for its mails; after each file the ledger
// still adds up. `server` and `smtp` are live bindings, set once the file's beforeAll has run.
import { afterAll, beforeAll, expect } from 'vitest';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import { startSmtpInbox, linkToken, type SmtpInbox } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';

export let server: TestServer;
export let smtp: SmtpInbox;

export function useAuditServer() {
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startTestServer({ mail: { smtpUrl: smtp.url, from: 'Rebox <no-reply@rebox.test>' }, publicUrl: 'https://rebox.test' });
  });
  afterAll(async () => {
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);
    await server.close();
    await smtp.close();
  });
}

export const PASSWORD = 'long-enough-password';
export const HOUR = 60 * 60 * 1000;
export const update = (token: string, id: number, body: object) => server.call('PUT', `/api/v1/auth/update/${id}`, { token, body });
export const me = (token: string, id: number) => server.call('GET', `/api/v1/user/getUserById/${id}`, { token });

export async function resetToken(email: string): Promise<string> {
  const since = smtp.inbox.length;
  expect((await server.call('POST', '/api/v1/auth/forgot-password', { body: { email } })).status).toBe(200);
  return linkToken(await smtp.mailTo(email, since), '/reset-password');
}
