// <input type="datetime-local"> speaks local wall-clock time without a zone; the API speaks
// ISO instants. These convert between the two in the browser's time zone.
import { formatDateTime } from '@/client/lib/format/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2030-05-01T12:00" in local time, for the input's value. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's local time as an ISO instant, or '' when empty or unreadable. */
export function fromLocalInput(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** An event's date and time in the active language (medium date, short time). */
export function formatEventDate(iso: string): string {
  return formatDateTime(iso);
}
