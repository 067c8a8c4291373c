// A box return's status as a badge: one look for every list of returns (staff and recyclers).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BoxReturn } from '@/shared/contract/returns';

const BADGE: Record<BoxReturn['status'], string> = {
  pending: 'badge-warning',
  confirmed: 'badge-success',
  rejected: 'badge-ghost',
  reversed: 'badge-ghost',
};

// The status in words, cased as the other status words beside it ("Waiting to send", "Refused").
const LABEL: Record<BoxReturn['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  rejected: msg`Rejected`,
  reversed: msg`Reversed`,
};

export function ReturnStatusBadge({ status, small = false }: { status: BoxReturn['status']; small?: boolean }) {
  const { t } = useLingui();
  return <span className={`badge ${small ? 'badge-sm ' : ''}${BADGE[status]}`}>{t(LABEL[status])}</span>;
}
