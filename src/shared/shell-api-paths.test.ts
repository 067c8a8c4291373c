import { describe, expect, it } from 'vitest';
import { SHELL_API, apiUrl, profileUserId } from './shell-api-paths';

describe('profile refresh URLs', () => {
  it('reads the user id back from the path the page asks for', () => {
    expect(profileUserId(apiUrl(SHELL_API.userById(42)))).toBe(42);
    expect(profileUserId('/api/v1/user/getUserById/42/extra')).toBeNull();
    expect(profileUserId('/api/v1/user/getUserById/abc')).toBeNull();
    expect(profileUserId('/api/v1/coupon/get-coupon-list-for-frontend')).toBeNull();
  });
});
