import type { BoxReturn } from '../../../../shared/contract/returns';

const BADGE: Record<BoxReturn['status'], string> = {
  pending: 'badge-warning',
  confirmed: 'badge-success',
  rejected: 'badge-ghost',
};

export function ReturnStatus({ status }: { status: BoxReturn['status'] }) {
  return <span className={`badge ${BADGE[status]}`}>{status}</span>;
}

export function boxesText(boxes: number): string {
  return `${boxes} box${boxes === 1 ? '' : 'es'}`;
}

export function placeOf(r: Pick<BoxReturn, 'storeName' | 'location'>): string {
  return [r.storeName, r.location].filter(Boolean).join(', ') || '—';
}
