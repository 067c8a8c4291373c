import { describe, expect, it } from 'vitest';
import { isPageToSwMessage, isSwToPageMessage } from './sw-messages';

describe('message guards', () => {
  it('accepts what the page may send the SW, and a logout only with a user id', () => {
    expect(isPageToSwMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isPageToSwMessage({ type: 'REPLAY_QUEUE' })).toBe(true);
    expect(isPageToSwMessage({ type: 'LOGGED_OUT', userId: 3, profileImage: null })).toBe(true);
    expect(isPageToSwMessage({ type: 'LOGGED_OUT', userId: 3, profileImage: 'a.webp' })).toBe(true);
    expect(isPageToSwMessage({ type: 'LOGGED_OUT', userId: '3', profileImage: null })).toBe(false);
    expect(isPageToSwMessage({ type: 'LOGGED_OUT' })).toBe(false);
    expect(isPageToSwMessage({ type: 'PROFILE_REFRESHED' })).toBe(false);
    expect(isPageToSwMessage('SKIP_WAITING')).toBe(false);
    expect(isPageToSwMessage(null)).toBe(false);
  });

  it('accepts what the SW may send the page, and nothing else', () => {
    expect(isSwToPageMessage({ type: 'CATALOGUE_UPDATED' })).toBe(true);
    expect(isSwToPageMessage({ type: 'PROFILE_REFRESHED', userId: 1, data: '{}', at: 1 })).toBe(true);
    expect(isSwToPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isSwToPageMessage({})).toBe(false);
  });
});
