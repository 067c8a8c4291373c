// The users search's parts (users.service.ts): the trigram index reads every posting list of the
// first condition, so the word likeliest to be rare goes first and the whole text, which must
// still match as typed, last.
import { describe, expect, it } from 'vitest';
import { searchParts } from './users.service';

describe('searchParts', () => {
  it('puts words with digits first, then longer words, and the whole text last', () => {
    expect(searchParts('recycler-43210')).toEqual(['43210', 'recycler', 'recycler-43210']);
    expect(searchParts('maria.kowalski@gmail.com')).toEqual(['kowalski', 'maria', 'gmail', 'com', 'maria.kowalski@gmail.com']);
  });

  it('leaves out words too short to look up, repeats and a text that is one word', () => {
    expect(searchParts('ra Kowalski-')).toEqual(['Kowalski', 'ra Kowalski-']);
    expect(searchParts('ab-ab cd%_x')).toEqual(['ab-ab cd%_x']);
    expect(searchParts('elm elm 12')).toEqual(['elm', 'elm elm 12']);
    expect(searchParts('USR0012')).toEqual(['USR0012']);
  });
});
