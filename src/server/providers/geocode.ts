import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localities } from '../db/schema';
import { distanceSql } from '../services/geo-sql';
import { escapeLike } from '../services/sql-text';

export interface Place {
  suburb: string;
  postcode: string;
  stateId: number | null;
  lat: number;
  lng: number;
}

export interface GeocodeRequest {
  text: string;
  stateId?: number | null;
  near?: { lat: number; lng: number } | null;
}

/** Turns what a player typed (a suburb or a postcode) into a place. */
export interface Geocoder {
  geocode(request: GeocodeRequest): Promise<Place | null>;
}

/** The offline geocoder: the localities table (exact suburb, else prefix; the nearest when several match). */
export function localitiesGeocoder(db: Db): Geocoder {
  return {
    async geocode({ text, stateId, near }) {
      const term = text.trim();
      if (!term) return null;
      const byText: SQL = /^\d{3,4}$/.test(term)
        ? eq(localities.postcode, term.padStart(4, '0'))
        : ilike(localities.suburb, `${escapeLike(term)}%`);
      const exactFirst = sql`case when lower(${localities.suburb}) = lower(${term}) then 0 else 1 end`;
      const order = near
        ? [exactFirst, asc(distanceSql(localities.lat, localities.lng, near.lat, near.lng))]
        : [exactFirst];
      const [hit] = await db
        .select()
        .from(localities)
        .where(and(byText, stateId ? eq(localities.stateId, stateId) : undefined))
        .orderBy(...order, asc(localities.suburb))
        .limit(1);
      return hit
        ? { suburb: hit.suburb, postcode: hit.postcode, stateId: hit.stateId, lat: hit.lat, lng: hit.lng }
        : null;
    },
  };
}

/** Google's geocoder, used when GOOGLE_MAPS_API_KEY is configured; falls back to the offline one. */
export function googleGeocoder(
  apiKey: string,
  fallback: Geocoder,
  fetchImpl: typeof fetch = fetch,
): Geocoder {
  return {
    async geocode(request) {
      const url = new URL('https://maps.googleapis.com/maps/api/geocode/json');
      url.searchParams.set('address', `${request.text}, Australia`);
      url.searchParams.set('region', 'au');
      url.searchParams.set('key', apiKey);
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(3000) });
        if (!response.ok) throw new Error(response.statusText);
        const body = (await response.json()) as {
          status: string;
          results: {
            geometry: { location: { lat: number; lng: number } };
            address_components: { long_name: string; types: string[] }[];
          }[];
        };
        const [first] = body.results ?? [];
        if (body.status !== 'OK' || !first) return fallback.geocode(request);
        const part = (type: string) =>
          first.address_components.find((c) => c.types.includes(type))?.long_name ?? '';
        return {
          suburb: part('locality') || request.text,
          postcode: part('postal_code'),
          stateId: request.stateId ?? null,
          lat: first.geometry.location.lat,
          lng: first.geometry.location.lng,
        };
      } catch {
        return fallback.geocode(request);
      }
    },
  };
}
