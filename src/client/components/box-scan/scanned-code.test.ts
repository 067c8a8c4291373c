import { describe, expect, it } from 'vitest';
import { formatBoxCode, newBoxCode } from '@/shared/box-codes';
import { codeFromScan, readScannedCode } from './scanned-code';

const code = newBoxCode();
/** The same code with its check character changed. */
const mistyped = code.slice(0, -1) + (code.endsWith('7') ? '8' : '7');

describe('a scanned or typed box code', () => {
  it('reads the code out of a label’s address', () => {
    expect(codeFromScan(`https://rebox.test/b/${code}`)).toBe(code);
    expect(codeFromScan(`http://127.0.0.1:4000/b/${code}?from=label`)).toBe(code);
    expect(codeFromScan(`  ${code}  `)).toBe(code);
  });

  it('accepts lower case, spaces and dashes, as the label prints it', () => {
    expect(readScannedCode(formatBoxCode(code).toLowerCase())).toEqual({ ok: true, code });
    expect(readScannedCode(code.replace(/(...)/g, '$1 '))).toEqual({ ok: true, code });
  });

  it('refuses a wrong check character and anything that cannot be a code', () => {
    expect(readScannedCode(mistyped)).toEqual({ ok: false, typed: mistyped, reason: 'check' });
    expect(readScannedCode('ABC')).toEqual({ ok: false, typed: 'ABC', reason: 'not-a-code' });
    expect(readScannedCode('https://elsewhere.test/coupons')).toMatchObject({ ok: false, reason: 'not-a-code' });
  });
});
