import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE, PROFILE_IMAGE_MAX_BYTES, WRONG_IMAGE_TYPE, profileImageProblem } from './image-check';

describe('a chosen profile image', () => {
  it('is accepted as PNG, JPEG, WebP or GIF up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(profileImageProblem({ type, size: 1000 })).toBeNull();
    expect(profileImageProblem({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('is refused, with the reason, when it is another type or too large', () => {
    expect(profileImageProblem({ type: 'image/svg+xml', size: 10 })).toBe(WRONG_IMAGE_TYPE);
    expect(profileImageProblem({ type: '', size: 10 })).toBe(WRONG_IMAGE_TYPE);
    expect(profileImageProblem({ type: 'image/jpeg', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_TOO_LARGE);
  });
});
