import { describe, expect, it } from 'vitest';
import { rankByMatch } from './match-rank';

const people = [
  { name: 'Umar Abbas', email: 'umar.abbas@rebox.test' },
  { name: 'Luma Lee', email: 'luma@rebox.test' },
  { name: 'Umaira Khan', email: 'umaira@rebox.test' },
  { name: 'Uma', email: 'uma-user@rebox.test' },
  { name: 'Ada Puma', email: 'ada@rebox.test' },
  { name: 'Nobody', email: 'nobody@rebox.test' },
];
const fields = (p: (typeof people)[number]) => [p.name, p.email];

describe('rankByMatch', () => {
  it('puts the whole name first, then names that start with the text, then words, then the rest that hold it', () => {
    expect(rankByMatch(people, 'uma', fields).map((p) => p.name)).toEqual(['Uma', 'Umar Abbas', 'Umaira Khan', 'Luma Lee', 'Ada Puma']);
  });

  it('matches any word and the email, ignoring case and spaces around the text', () => {
    expect(rankByMatch(people, ' KHAN ', fields).map((p) => p.name)).toEqual(['Umaira Khan']);
    expect(rankByMatch(people, 'luma@rebox.test', fields).map((p) => p.name)).toEqual(['Luma Lee']);
  });

  it('keeps every item, in order, for a blank text', () => {
    expect(rankByMatch(people, '  ', fields)).toEqual(people);
  });
});
