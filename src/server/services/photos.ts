import { and, desc, eq } from 'drizzle-orm';
import type { Photo } from '../../shared/contract/content';
import type { Db } from '../db/client';
import { photos, venues } from '../db/schema';

const FEATURED_LIMIT = 12;

export async function featuredPhotos(
  db: Db,
  filter: { stateId?: number; regionId?: number },
): Promise<Photo[]> {
  const rows = await db
    .select({ photo: photos, venueName: venues.name })
    .from(photos)
    .innerJoin(venues, eq(venues.id, photos.venueId))
    .where(
      and(
        eq(photos.featured, true),
        filter.stateId ? eq(photos.stateId, filter.stateId) : undefined,
        filter.regionId ? eq(photos.regionId, filter.regionId) : undefined,
      ),
    )
    .orderBy(desc(photos.takenAt))
    .limit(FEATURED_LIMIT);
  return rows.map(toPhoto);
}

function toPhoto({ photo, venueName }: { photo: typeof photos.$inferSelect; venueName: string }): Photo {
  return {
    id: photo.id,
    venueName,
    eventName: photo.caption,
    largePhotoUrl: photo.largeUrl,
    mediumPhotoUrl: photo.mediumUrl,
    players: [],
  };
}

const PAGE_LIMIT = 240;

/** Photos of one event or of one venue's events, newest first. */
export async function photosOf(db: Db, filter: { eventId?: number; venueId?: number }): Promise<Photo[]> {
  const rows = await db
    .select({ photo: photos, venueName: venues.name })
    .from(photos)
    .innerJoin(venues, eq(venues.id, photos.venueId))
    .where(
      and(
        filter.eventId ? eq(photos.eventId, filter.eventId) : undefined,
        filter.venueId ? eq(photos.venueId, filter.venueId) : undefined,
      ),
    )
    .orderBy(desc(photos.takenAt))
    .limit(PAGE_LIMIT);
  return rows.map(toPhoto);
}
