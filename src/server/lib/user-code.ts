import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: the code is read aloud and typed by staff.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const USER_CODE_LENGTH = 8;

export function newUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function normalizeUserCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}
