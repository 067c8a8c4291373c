// How far a return point is from the person, as the crow flies (haversine on a 6371 km earth):
// enough to put the nearest first; the directions link gives the real route.
export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A maps URL with the route to the store: its coordinates when known, else its address. Phones open their maps app. */
export function directionsUrl(point: { latitude: number | null; longitude: number | null; name: string; address: string; city: string }): string {
  const destination =
    point.latitude !== null && point.longitude !== null
      ? `${point.latitude},${point.longitude}`
      : [point.name, point.address, point.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
