// What a scan did to one box, in words for people: one look wherever box codes are sent (the
// depot, the counter). Keyed by the outcome's name as text, so an outcome the server adds
// later reads as itself until it has words (box-outcome.test.tsx checks every known one has).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const WORDS: Record<string, MessageDescriptor> = {
  credited: msg`Credited`,
  shipped: msg`Shipped`,
  collected: msg`Collected: back in stock`,
  retired_now: msg`Retired`,
  posted: msg`Posted: credited when the depot collects it`,
  already_posted: msg`Already reported as posted`,
  unknown: msg`Unknown: no Rebox box has this code`,
  invalid: msg`Not a box code: a character is wrong`,
  not_out: msg`Not out: this box is in stock`,
  already_returned: msg`Already returned on this trip`,
  retired: msg`Retired earlier: out of use`,
  not_in_stock: msg`Not in stock: it is out or waiting to be collected`,
  other_client: msg`Another client’s box`,
};

/** The outcomes that moved the box (or credited it); every other one is a refusal. */
const DONE = new Set(['credited', 'shipped', 'collected', 'retired_now', 'posted']);

export const boxOutcomeDone = (outcome: string) => DONE.has(outcome);
export const boxOutcomeHasWords = (outcome: string) => outcome in WORDS;

export function useBoxOutcomeWords(): (outcome: string) => string {
  const { t } = useLingui();
  return (outcome) => (WORDS[outcome] ? t(WORDS[outcome]) : outcome);
}

/** The outcome as a badge: green when the box moved, red (with a cross) when it was refused. */
export function BoxOutcomeBadge({ outcome }: { outcome: string }) {
  const words = useBoxOutcomeWords();
  const done = boxOutcomeDone(outcome);
  return (
    <span className={`badge h-auto min-h-6 py-0.5 text-start ${done ? 'badge-success' : 'badge-error'}`}>
      <span aria-hidden="true">{done ? '✓' : '✕'}</span>
      <span>{words(outcome)}</span>
    </span>
  );
}
