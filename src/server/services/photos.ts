import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Photo } from '../../shared/contract/content';
import type { Db } from '../db/client';
import { photos, venues } from '../db/schema';

const FEATURED_LIMIT = 12;
const PAGE_LIMIT = 240;

/** Photos with their venue's name, newest first. */
async function photoList(db: Db, where: SQL | undefined, limit: number): Promise<Photo[]> {
  const rows = await db
    .select({ photo: photos, venueName: venues.name })
    .from(photos)
    .innerJoin(venues, eq(venues.id, photos.venueId))
    .where(where)
    .orderBy(desc(photos.takenAt))
    .limit(limit);
  return rows.map(({ photo, venueName }) => ({
    id: photo.id,
    venueName,
    eventName: photo.caption,
    largePhotoUrl: photo.largeUrl,
    mediumPhotoUrl: photo.mediumUrl,
    players: [],
  }));
}

export function featuredPhotos(db: Db, filter: { stateId?: number; regionId?: number }): Promise<Photo[]> {
  return photoList(
    db,
    and(
      eq(photos.featured, true),
      filter.stateId ? eq(photos.stateId, filter.stateId) : undefined,
      filter.regionId ? eq(photos.regionId, filter.regionId) : undefined,
    ),
    FEATURED_LIMIT,
  );
}

/** Photos of one event or of one venue's events. */
export function photosOf(db: Db, filter: { eventId?: number; venueId?: number }): Promise<Photo[]> {
  return photoList(
    db,
    and(
      filter.eventId ? eq(photos.eventId, filter.eventId) : undefined,
      filter.venueId ? eq(photos.venueId, filter.venueId) : undefined,
    ),
    PAGE_LIMIT,
  );
}
