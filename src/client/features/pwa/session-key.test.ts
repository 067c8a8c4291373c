import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/shared/sw-messages';
import { sessionAtom } from '@/client/lib/session/session';

describe('the session key the service worker reads', () => {
  it('is the key the session atom is stored under', () => {
    expect(sessionAtom.debugLabel).toBe(SESSION_STORAGE_KEY);
  });
});
