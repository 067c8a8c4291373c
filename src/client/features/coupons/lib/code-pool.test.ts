import { describe, expect, it } from 'vitest';
import { codesFromCsv, firstDuplicate, mergeCodes, splitCodes } from './code-pool';

describe('code pool', () => {
  it('splits pasted codes by line or comma', () => {
    expect(splitCodes('A1\nA2, A3\r\n\n A4 ')).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(firstDuplicate(['A', 'B', 'A'])).toBe('A');
    expect(firstDuplicate(['A', 'B'])).toBeNull();
  });

  it('reads the first column of a CSV and skips its header', () => {
    expect(codesFromCsv('\uFEFFcode,note\r\nX-1,first\r\n"X-2",second\r\n\r\nX-3\n')).toEqual(['X-1', 'X-2', 'X-3']);
    expect(codesFromCsv('Q1;a\nQ2;b')).toEqual(['Q1', 'Q2']);
  });

  it('merges imported codes without repeating those already pasted', () => {
    expect(mergeCodes('A\nB', ['B', 'C', 'C'])).toEqual({ text: 'A\nB\nC', added: 1 });
    expect(mergeCodes('', ['Z'])).toEqual({ text: 'Z', added: 1 });
  });
});
