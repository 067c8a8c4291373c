import { describe, expect, it } from 'vitest';
import { BOX_STATES, boxEventSchema } from '@/shared/contract/boxes';
import { EVENT_WORDS, STATE_BADGE, STATE_WORDS } from './box-words';

describe('a box in words', () => {
  it('has words and a look for every state and every step of a journey', () => {
    expect(BOX_STATES.filter((state) => !STATE_WORDS[state] || !STATE_BADGE[state])).toEqual([]);
    expect(boxEventSchema.shape.kind.options.filter((kind) => !EVENT_WORDS[kind])).toEqual([]);
  });
});
