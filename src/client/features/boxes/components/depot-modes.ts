// The depot's three kinds of work, each with the words its screen uses.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const DEPOT_MODES = ['ship', 'collect', 'retire'] as const;
export type DepotMode = (typeof DEPOT_MODES)[number];

export const MODE_LABEL: Record<DepotMode, MessageDescriptor> = {
  ship: msg`Ship`,
  collect: msg`Collect`,
  retire: msg`Retire`,
};

export const MODE_DESCRIPTION: Record<DepotMode, MessageDescriptor> = {
  ship: msg`Boxes in stock leave for a customer.`,
  collect: msg`Boxes handed in at a store, or posted back, are back in stock.`,
  retire: msg`Damaged or lost boxes leave service for good.`,
};
