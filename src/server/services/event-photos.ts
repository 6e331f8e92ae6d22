import { and, desc, eq, ilike, inArray, lte, or } from 'drizzle-orm';
import type { EventPhotos, PhotoEvent } from '../../shared/contract/admin-photos';
import { editsContent } from '../../shared/staff-roles';
import { requireVenueScope, venuesRunBy } from '../auth/venue-scope';
import type { Db } from '../db/client';
import { events, members, photoPlayers, photos, venues } from '../db/schema';
import { notFound } from '../errors';
import type { MemberRow } from './account';
import { deletePhotoFiles, storePhotoFiles } from './event-photo-files';
import { escapeLike } from './sql-text';
import { recordStaffChange } from './staff-audit';

const EVENT_LIMIT = 30;

/** A staff change to one photo, in the audit trail. */
const recordPhotoChange = (
  tx: Db,
  staff: MemberRow,
  photoId: number,
  action: 'upload' | 'delete' | 'tag' | 'untag',
  change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  now: Date,
) =>
  recordStaffChange(
    tx,
    { actorId: staff.id, action: `photo.${action}`, entity: 'photo', entityId: photoId, ...change },
    now,
  );
const DAY_MS = 86_400_000;

/** Content editors and league admins add photos to any venue's events; a venue director to their own only. */
async function requirePhotoScope(db: Db, staff: MemberRow, venueId: number) {
  if (editsContent(staff.role)) return;
  await requireVenueScope(db, staff, venueId);
}

const eventColumns = {
  id: events.id,
  title: events.title,
  venueName: venues.name,
  startsAt: events.startsAt,
  venueId: events.venueId,
  seasonId: events.seasonId,
  stateId: events.stateId,
  regionId: events.regionId,
};

const photoEventOf = (row: {
  id: number;
  title: string;
  venueName: string;
  stateId: number;
  startsAt: Date;
}): PhotoEvent => ({
  id: row.id,
  title: row.title,
  venueName: row.venueName,
  stateId: row.stateId,
  startsAt: row.startsAt.toISOString(),
});

/** The latest events (up to tomorrow's) the member may add photos to, by title or venue name. */
export async function photoEvents(
  db: Db,
  staff: MemberRow,
  q: string | undefined,
  now = new Date(),
): Promise<PhotoEvent[]> {
  const scope = editsContent(staff.role) ? null : await venuesRunBy(db, staff);
  if (scope !== null && scope.length === 0) return [];
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const rows = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        lte(events.startsAt, new Date(now.getTime() + DAY_MS)),
        scope === null ? undefined : inArray(events.venueId, scope),
        pattern ? or(ilike(events.title, pattern), ilike(venues.name, pattern)) : undefined,
      ),
    )
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(EVENT_LIMIT);
  return rows.map(photoEventOf);
}

async function eventOf(db: Db, eventId: number) {
  const [event] = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId));
  if (!event) throw notFound('No event has this id.');
  return event;
}

async function listOf(db: Db, event: Awaited<ReturnType<typeof eventOf>>): Promise<EventPhotos> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.eventId, event.id))
    .orderBy(desc(photos.takenAt), desc(photos.id));
  const ids = rows.map((r) => r.id);
  const tags = ids.length
    ? await db
        .select({
          photoId: photoPlayers.photoId,
          memberId: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
        })
        .from(photoPlayers)
        .innerJoin(members, eq(members.id, photoPlayers.memberId))
        .where(inArray(photoPlayers.photoId, ids))
        .orderBy(members.firstName, members.lastName, members.id)
    : [];
  return {
    event: photoEventOf(event),
    photos: rows.map((photo) => ({
      id: photo.id,
      caption: photo.caption,
      mediumUrl: photo.mediumUrl,
      largeUrl: photo.largeUrl,
      players: tags
        .filter((t) => t.photoId === photo.id)
        .map((t) => ({ memberId: t.memberId, name: `${t.firstName} ${t.lastName}` })),
    })),
  };
}

/** An event's photos as the league office shows them; a venue director's only for their own venues (403). */
export async function eventPhotos(db: Db, staff: MemberRow, eventId: number): Promise<EventPhotos> {
  const event = await eventOf(db, eventId);
  await requirePhotoScope(db, staff, event.venueId);
  return listOf(db, event);
}

/**
 * Adds photos to an event: the files are checked and stored first (one bad file refuses them all), then the rows
 * and the audit in one transaction; files of a failed transaction are deleted. The gallery shows the event's
 * title, with the caption after it when one is given.
 */
export async function uploadEventPhotos(
  db: Db,
  dataDir: string,
  staff: MemberRow,
  eventId: number,
  uploads: { fileName: string; bytes: Buffer }[],
  caption: string | undefined,
  now = new Date(),
): Promise<EventPhotos> {
  const event = await eventOf(db, eventId);
  await requirePhotoScope(db, staff, event.venueId);
  const files = await storePhotoFiles(dataDir, uploads);
  const text = caption ? `${event.title} - ${caption}` : event.title;
  try {
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(photos)
        .values(
          files.map((file) => ({
            venueId: event.venueId,
            eventId: event.id,
            seasonId: event.seasonId,
            stateId: event.stateId,
            regionId: event.regionId,
            largeUrl: file.largeUrl,
            mediumUrl: file.mediumUrl,
            caption: text,
            takenAt: event.startsAt,
          })),
        )
        .returning({ id: photos.id, largeUrl: photos.largeUrl });
      for (const photo of added)
        await recordPhotoChange(
          tx,
          staff,
          photo.id,
          'upload',
          { before: null, after: { eventId: event.id, caption: text, largeUrl: photo.largeUrl } },
          now,
        );
    });
  } catch (error) {
    await deletePhotoFiles(dataDir, files);
    throw error;
  }
  return listOf(db, event);
}

async function photoOf(db: Db, staff: MemberRow, photoId: number) {
  const [photo] = await db.select().from(photos).where(eq(photos.id, photoId));
  if (!photo) throw notFound('No photo has this id.');
  await requirePhotoScope(db, staff, photo.venueId);
  return photo;
}

/** The event a photo belongs to, to answer with its photos (a photo of no event answers as its own list). */
async function answerFor(db: Db, photo: { eventId: number | null }): Promise<EventPhotos> {
  if (photo.eventId === null) throw notFound('The photo belongs to no event.');
  return listOf(db, await eventOf(db, photo.eventId));
}

/** Removes a photo, its tags and (when the office uploaded it) its files. */
export async function deleteEventPhoto(
  db: Db,
  dataDir: string,
  staff: MemberRow,
  photoId: number,
  now = new Date(),
): Promise<EventPhotos> {
  const photo = await photoOf(db, staff, photoId);
  await db.transaction(async (tx) => {
    const tagged = await tx
      .delete(photoPlayers)
      .where(eq(photoPlayers.photoId, photo.id))
      .returning({ memberId: photoPlayers.memberId });
    await tx.delete(photos).where(eq(photos.id, photo.id));
    await recordPhotoChange(
      tx,
      staff,
      photo.id,
      'delete',
      {
        before: {
          eventId: photo.eventId,
          caption: photo.caption,
          largeUrl: photo.largeUrl,
          players: tagged.map((t) => t.memberId),
        },
        after: null,
      },
      now,
    );
  });
  await deletePhotoFiles(dataDir, [photo]);
  return answerFor(db, photo);
}

/** Tags a member in a photo (tagging them again changes nothing and records nothing). */
export async function tagPhotoPlayer(
  db: Db,
  staff: MemberRow,
  photoId: number,
  memberId: number,
  now = new Date(),
): Promise<EventPhotos> {
  const photo = await photoOf(db, staff, photoId);
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.active, true)));
  if (!member) throw notFound('No member has this id.');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(photoPlayers)
      .values({ photoId: photo.id, memberId })
      .onConflictDoNothing()
      .returning({ memberId: photoPlayers.memberId });
    if (added.length)
      await recordPhotoChange(tx, staff, photo.id, 'tag', { before: null, after: { memberId } }, now);
  });
  return answerFor(db, photo);
}

/** Removes a member's tag from a photo (404 when they were not tagged in it). */
export async function untagPhotoPlayer(
  db: Db,
  staff: MemberRow,
  photoId: number,
  memberId: number,
  now = new Date(),
): Promise<EventPhotos> {
  const photo = await photoOf(db, staff, photoId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(photoPlayers)
      .where(and(eq(photoPlayers.photoId, photo.id), eq(photoPlayers.memberId, memberId)))
      .returning({ memberId: photoPlayers.memberId });
    if (!removed.length) throw notFound('This member is not tagged in the photo.');
    await recordPhotoChange(tx, staff, photo.id, 'untag', { before: { memberId }, after: null }, now);
  });
  return answerFor(db, photo);
}
