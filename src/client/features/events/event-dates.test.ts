import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './event-dates';

describe('datetime-local and ISO instants', () => {
  it('round-trips an instant through the input in the local time zone', () => {
    const iso = '2030-05-01T10:15:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(new Date(local).getTime()).toBe(Date.parse(iso));
  });

  it('turns empty or unreadable input into an empty string for the schema to refuse', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
  });
});
