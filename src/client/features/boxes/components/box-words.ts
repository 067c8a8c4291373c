// A box's state and the steps of its journey in words (the API names them for machines).
// Keyed by the name as text, so a step the server adds later reads as itself until it has
// words (box-words.test.ts checks every known one has).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const STATE_WORDS: Record<string, MessageDescriptor> = {
  in_stock: msg`In stock`,
  out: msg`Out with a customer`,
  returned: msg`Returned, waiting to be collected`,
  retired: msg`Retired`,
};

export const STATE_BADGE: Record<string, string> = {
  in_stock: 'badge-info',
  out: 'badge-warning',
  returned: 'badge-success',
  retired: 'badge-ghost',
};

export const EVENT_WORDS: Record<string, MessageDescriptor> = {
  created: msg`Made`,
  shipped: msg`Shipped`,
  posted: msg`Posted back`,
  returned: msg`Returned`,
  collected: msg`Collected`,
  retired: msg`Retired`,
};
