import { describe, expect, it } from 'vitest';
import { BOX_ALPHABET, formatBoxCode, isValidBoxCode, newBoxCode, normalizeBoxCode } from './box-codes';

describe('box codes', () => {
  it('are 9 characters of Crockford base32 that check, and differ each time', () => {
    const codes = Array.from({ length: 2000 }, () => newBoxCode());
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^[${BOX_ALPHABET}]{9}$`));
      expect(isValidBoxCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('carry 40 random bits: all zero and all one bytes give the first and last data values', () => {
    expect(newBoxCode((b) => b.fill(0)).slice(0, 8)).toBe('00000000');
    expect(newBoxCode((b) => b.fill(255)).slice(0, 8)).toBe('ZZZZZZZZ');
  });

  it('catch every single mistyped character and every swap of two different neighbours', () => {
    for (let n = 0; n < 200; n++) {
      const code = newBoxCode();
      for (let i = 0; i < code.length; i++) {
        for (const c of BOX_ALPHABET) {
          if (c === code[i]) continue;
          expect(isValidBoxCode(code.slice(0, i) + c + code.slice(i + 1)), `${code} with ${c} at ${i}`).toBe(false);
        }
        if (i + 1 < code.length && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          // Luhn mod N misses one swap only: of the first and the last symbol (here 0 and Z).
          const pair = new Set([code[i], code[i + 1]]);
          if (!(pair.has('0') && pair.has('Z'))) expect(isValidBoxCode(swapped), `${code} swapped at ${i}`).toBe(false);
        }
      }
    }
  });

  it('read as people type them: lower case, spaces, dashes, I and L for 1, O for 0', () => {
    const code = newBoxCode();
    const typed = ` ${formatBoxCode(code).toLowerCase()} `;
    expect(normalizeBoxCode(typed)).toBe(code);
    expect(normalizeBoxCode('abc def ghj')).toBe('ABCDEFGHJ');
    expect(normalizeBoxCode('0o1il-2345')).toBe('001112345');
    expect(normalizeBoxCode('too short')).toBeNull();
    expect(normalizeBoxCode('ABCDEFGHU')).toBeNull();
    expect(formatBoxCode('ABCDEFGHJ')).toBe('ABC-DEF-GHJ');
  });
});
