/** The spec measures distance on a sphere of the WGS84 equatorial radius. */
export const EARTH_RADIUS_M = 6378137;

export interface Coords {
  lat: number;
  long: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

export function distanceMetres(a: Coords, b: Coords): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}

export function isLatitude(n: number) {
  return Number.isFinite(n) && n >= -90 && n <= 90;
}

export function isLongitude(n: number) {
  return Number.isFinite(n) && n >= -180 && n <= 180;
}
