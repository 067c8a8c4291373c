// The return points to show: those matching a search, nearest first once the person is located.
import type { ReturnPoint } from '@/shared/contract/stores';
import { distanceKm, type Position } from './distance';

export interface ShownReturnPoint {
  point: ReturnPoint;
  km: number | null;
}

/** The points in a matching city (or name or street), nearest first when located, else in their order. */
export function arrangeReturnPoints(points: ReturnPoint[], query: string, from: Position | null): ShownReturnPoint[] {
  const needle = query.trim().toLocaleLowerCase();
  const matching = needle ? points.filter((p) => [p.city, p.name, p.address].some((text) => text.toLocaleLowerCase().includes(needle))) : points;
  const shown = matching.map((point) => ({
    point,
    km: from && point.latitude !== null && point.longitude !== null ? distanceKm(from, { latitude: point.latitude, longitude: point.longitude }) : null,
  }));
  if (!from) return shown;
  // Located stores first, nearest first; stores without coordinates keep their order after them.
  return shown.sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY));
}
