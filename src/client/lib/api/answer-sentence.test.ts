// A server refusal reads in the person's language: the catalogue's sentence for its
// code, filled with its values; English as the server wrote it; an unknown code in English.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/client/lib/i18n/language';
import { apiCall, apiEnvelope, ApiError } from './api-client';
import { answerSentence } from './answer-sentence';

const notEnough = { success: false, message: 'You need 70 more points to redeem this coupon.', data: null, code: 'redeem.not-enough-points', values: { missing: 70 } };

afterEach(() => vi.unstubAllGlobals());
afterAll(() => activateLocale('en'));

describe('answerSentence', () => {
  it('is the English sentence as it came while the language is English', async () => {
    await activateLocale('en');
    expect(answerSentence(notEnough)).toBe('You need 70 more points to redeem this coupon.');
  });

  it('is the German sentence with the values filled in when German is loaded', async () => {
    await activateLocale('de');
    expect(answerSentence(notEnough)).toBe('Dir fehlen noch 70 Punkte, um diesen Gutschein einzulösen.');
    expect(answerSentence({ message: 'The email or password is incorrect.', code: 'auth.login-failed' })).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('is the Arabic sentence when Arabic is loaded', async () => {
    await activateLocale('ar');
    expect(answerSentence({ message: 'This coupon is out of stock.', code: 'redeem.out-of-stock' })).toBe('نفدت هذه القسيمة.');
  });

  it('falls back to the English sentence for a code the catalogue does not know, or none', async () => {
    await activateLocale('de');
    expect(answerSentence({ message: 'Something new from a newer server.', code: 'future.sentence' })).toBe('Something new from a newer server.');
    expect(answerSentence({ message: 'The database is not answering.', code: 'untranslated' })).toBe('The database is not answering.');
    expect(answerSentence({ message: 'An old server without codes.' })).toBe('An old server without codes.');
    expect(answerSentence({ message: '' })).toBeNull();
    expect(answerSentence(undefined)).toBeNull();
  });

  it('is the message of the ApiError a failed call throws', async () => {
    await activateLocale('de');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(notEnough), { status: 409, headers: { 'content-type': 'application/json' } })));
    const failure = await apiCall('/coupon/redeem-coupon-code', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Dir fehlen noch 70 Punkte, um diesen Gutschein einzulösen.');
    expect((failure as ApiError).status).toBe(409);
  });

  it('is the message of a success the person is shown ("Your account was updated.")', async () => {
    await activateLocale('de');
    const updated = { success: true, message: 'Your account was updated.', data: null, code: 'account.updated' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(updated), { status: 200, headers: { 'content-type': 'application/json' } })));
    expect((await apiEnvelope('/auth/update/7', { method: 'PUT', body: {} })).message).toBe('Dein Konto wurde aktualisiert.');
  });
});
