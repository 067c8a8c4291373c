import { describe, expect, it } from 'vitest';
import { fillMessage, SERVER_MESSAGES, UNTRANSLATED_CODE } from './server-messages';

const sentences = Object.values(SERVER_MESSAGES);

describe('SERVER_MESSAGES', () => {
  it('gives every sentence its own id, area.kebab-case', () => {
    const ids = sentences.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
    expect(ids).not.toContain(UNTRANSLATED_CODE);
  });

  it('has a sentence for every id, with plain {name} placeholders only (no ICU plural or select)', () => {
    for (const { id, message } of sentences) {
      expect(message.trim(), id).not.toBe('');
      const braces = message.match(/[{}]/g) ?? [];
      const placeholders = message.match(/\{\w+\}/g) ?? [];
      expect(braces.length, `${id}: ${message}`).toBe(placeholders.length * 2);
    }
  });

  it('fills placeholders once, leaving braces inside values and unknown names alone', () => {
    expect(fillMessage(SERVER_MESSAGES.notEnoughPoints.message, { missing: 70 })).toBe('You need 70 more points to redeem this coupon.');
    expect(fillMessage(SERVER_MESSAGES.alreadyManages.message, { name: '{name}' })).toBe('{name} already manages this store.');
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillMessage(SERVER_MESSAGES.eventFull.message)).toBe('This event is full.');
  });
});
