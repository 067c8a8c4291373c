import { describe, expect, it } from 'vitest';
import { normalizeCode } from '@/client/components/scanner/code-scanner';
import { boxesText, placeOf, returnsText } from './return-status';

describe('return wording', () => {
  it('names the place once, even when the words repeat the store', () => {
    expect(placeOf({ storeName: 'Kiosk', location: 'Kiosk' })).toBe('Kiosk');
    expect(placeOf({ storeName: 'Kiosk', location: 'Kiosk, Springfield' })).toBe('Kiosk, Springfield');
    expect(placeOf({ storeName: 'Kiosk', location: 'back door' })).toBe('Kiosk, back door');
    expect(placeOf({ storeName: null, location: 'the station' })).toBe('the station');
    expect(placeOf({ storeName: null, location: ' ' })).toBe('—');
  });

  it('counts in words people read', () => {
    expect(boxesText(1)).toBe('1 box');
    expect(boxesText(3)).toBe('3 boxes');
    expect(returnsText(1)).toBe('1 return');
    expect(returnsText(0)).toBe('0 returns');
  });

  it('forgives how staff type a code: case, spaces and dashes', () => {
    expect(normalizeCode(' k7m2-qx9p ')).toBe('K7M2QX9P');
    expect(normalizeCode('K7M2 QX9P')).toBe('K7M2QX9P');
  });
});
