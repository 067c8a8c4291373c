// A return just credited to Ulf User (10 points per box) by Dan, as the server answers it: the
// record form's tests start from it and change what they are about.
import type { BoxReturn } from '@/shared/contract/returns';

export const ULF = { user_id: 7, name: 'Ulf User', user_code: 'K7M2QX9P' };

export function creditedReturn(boxes: number, overrides: Partial<BoxReturn> = {}): BoxReturn {
  const now = new Date().toISOString();
  return {
    id: 1,
    userId: 7,
    userName: 'Ulf User',
    userCode: 'K7M2QX9P',
    boxes,
    status: 'confirmed',
    storeId: null,
    storeName: null,
    location: '',
    points: boxes * 10,
    reportedBy: 3,
    decidedBy: 3,
    decidedByName: 'Dan',
    createdAt: now,
    decidedAt: now,
    reason: null,
    reversedAt: null,
    byPost: false,
    ...overrides,
  };
}
