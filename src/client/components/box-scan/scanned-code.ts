// What a scanner gave (a label's QR holds PUBLIC_URL/b/<code>; a USB scanner or a person types
// the code), checked on the device: a code whose check character does not match is refused
// before any request, so a misread never reaches the depot's list of boxes sent.
import { isValidBoxCode, normalizeBoxCode } from '@/shared/box-codes';

export type ScannedCode = { ok: true; code: string } | { ok: false; typed: string; reason: 'not-a-code' | 'check' };

/** The code part of a label's address, or the text as it is. */
export function codeFromScan(raw: string): string {
  const text = raw.trim();
  const address = /\/b\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(text);
  if (!address) return text;
  try {
    return decodeURIComponent(address[1]!);
  } catch {
    return address[1]!;
  }
}

export function readScannedCode(raw: string): ScannedCode {
  const typed = codeFromScan(raw);
  const code = normalizeBoxCode(typed);
  if (code === null) return { ok: false, typed, reason: 'not-a-code' };
  if (!isValidBoxCode(code)) return { ok: false, typed, reason: 'check' };
  return { ok: true, code };
}
