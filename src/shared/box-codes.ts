// A box's code: 40 random bits as 8 Crockford base32 characters and a Luhn mod 32 check
// character, so a mistyped character (or two neighbours swapped) is caught before any round
// trip. Typed codes may be lower case, hold spaces and dashes, and use I/L for 1 and O for 0.

export const BOX_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DATA_LENGTH = 8;
export const BOX_CODE_LENGTH = DATA_LENGTH + 1;

const valueOf = (c: string) => BOX_ALPHABET.indexOf(c);

/** Luhn mod 32 over the data characters: the character that makes the whole code check. */
export function checkCharacter(data: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = data.length - 1; i >= 0; i--) {
    let addend = factor * valueOf(data[i]!);
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / 32) + (addend % 32);
    sum += addend;
  }
  return BOX_ALPHABET[(32 - (sum % 32)) % 32]!;
}

/** The code as stored: upper case, no separators, Crockford's look-alikes read as digits; null when it cannot be a code. */
export function normalizeBoxCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (code.length !== BOX_CODE_LENGTH || [...code].some((c) => valueOf(c) < 0)) return null;
  return code;
}

/** Whether a typed code is a well-formed box code with the right check character. */
export function isValidBoxCode(typed: string): boolean {
  const code = normalizeBoxCode(typed);
  return code !== null && checkCharacter(code.slice(0, DATA_LENGTH)) === code[DATA_LENGTH];
}

/** A new code from 40 random bits. */
export function newBoxCode(random: (bytes: Uint8Array) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(5));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let data = '';
  for (let i = DATA_LENGTH - 1; i >= 0; i--) data += BOX_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return data + checkCharacter(data);
}

/** How a code is printed and shown: three groups of three. */
export function formatBoxCode(code: string): string {
  return code.replace(/(.{3})(?=.)/g, '$1-');
}
