import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { EARTH_RADIUS_M } from '../../shared/geo';

/** Great-circle distance in metres between a row's lat/lng columns and a point, in SQL. */
export function distanceSql(
  latColumn: AnyColumn,
  lngColumn: AnyColumn,
  lat: number,
  lng: number,
): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${latColumn} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}) / 2), 2)))))`;
}

/** A lat/lng box that holds every point within radiusM of the centre; filters on the (lat, lng) index. */
export function boundingBoxSql(
  latColumn: AnyColumn,
  lngColumn: AnyColumn,
  lat: number,
  lng: number,
  radiusM: number,
) {
  const dLat = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(180, dLat / cosLat);
  return sql`${latColumn} between ${lat - dLat} and ${lat + dLat} and ${lngColumn} between ${lng - dLng} and ${lng + dLng}`;
}
