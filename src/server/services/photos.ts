import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Photo, PhotoPage, PhotoSearch } from '../../shared/contract/content';
import { PHOTOS_PER_PAGE } from '../../shared/site';
import type { Db } from '../db/client';
import { members, photoPlayers, photos, venues } from '../db/schema';

const FEATURED_LIMIT = 12;
const PAGE_LIMIT = 240;

/** Photos with their venue's name and tagged players, newest first. */
export async function photoList(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  /** Photos to list before the others (then newest first). */
  first?: SQL,
): Promise<Photo[]> {
  const rows = await db
    .select({ photo: photos, venueName: venues.name })
    .from(photos)
    .innerJoin(venues, eq(venues.id, photos.venueId))
    .where(where)
    .orderBy(...(first ? [desc(first)] : []), desc(photos.takenAt), desc(photos.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.photo.id);
  const tags = ids.length
    ? await db
        .select({ photoId: photoPlayers.photoId, firstName: members.firstName, lastName: members.lastName })
        .from(photoPlayers)
        .innerJoin(members, eq(members.id, photoPlayers.memberId))
        .where(inArray(photoPlayers.photoId, ids))
        .orderBy(members.firstName, members.lastName)
    : [];
  return rows.map(({ photo, venueName }) => ({
    id: photo.id,
    venueName,
    eventName: photo.caption,
    largePhotoUrl: photo.largeUrl,
    mediumPhotoUrl: photo.mediumUrl,
    players: tags.filter((t) => t.photoId === photo.id).map((t) => `${t.firstName} ${t.lastName}`),
  }));
}

/**
 * Featured photos of a state, or of a region: with a state too, the region's come first and the rest of the
 * state's fill the gallery (a region with one photo would otherwise show one).
 */
export function featuredPhotos(db: Db, filter: { stateId?: number; regionId?: number }): Promise<Photo[]> {
  const inRegion = filter.regionId ? eq(photos.regionId, filter.regionId) : undefined;
  return photoList(
    db,
    and(eq(photos.featured, true), filter.stateId ? eq(photos.stateId, filter.stateId) : inRegion),
    FEATURED_LIMIT,
    0,
    filter.stateId ? inRegion : undefined,
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

/** The gallery: one page of photos by season, state, region and venue; an extra row tells if more follow. */
export async function searchPhotos(db: Db, search: PhotoSearch): Promise<PhotoPage> {
  const page = search.pageIndex ?? 1;
  const list = await photoList(
    db,
    and(
      search.seasonId ? eq(photos.seasonId, search.seasonId) : undefined,
      search.stateId ? eq(photos.stateId, search.stateId) : undefined,
      search.regionId ? eq(photos.regionId, search.regionId) : undefined,
      search.venueId ? eq(photos.venueId, search.venueId) : undefined,
    ),
    PHOTOS_PER_PAGE + 1,
    (page - 1) * PHOTOS_PER_PAGE,
  );
  return { photos: list.slice(0, PHOTOS_PER_PAGE), hasMore: list.length > PHOTOS_PER_PAGE };
}
