// A box return's status as a badge: one look for every list of returns (staff and recyclers).
import type { BoxReturn } from '@/shared/contract/returns';

const BADGE: Record<BoxReturn['status'], string> = {
  pending: 'badge-warning',
  confirmed: 'badge-success',
  rejected: 'badge-ghost',
  reversed: 'badge-ghost',
};

export function ReturnStatusBadge({ status, small = false }: { status: BoxReturn['status']; small?: boolean }) {
  return <span className={`badge ${small ? 'badge-sm ' : ''}${BADGE[status]}`}>{status}</span>;
}
