import { and, desc, eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { events, members } from '../../src/server/db/schema';
import { STATE_ID } from '../../src/shared/states';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const UPLOAD = '/umbraco/api/Admin/UploadEventPhotos';
const LIST = '/umbraco/api/Admin/EventPhotos';
const NOT_YOURS = { message: 'This venue is not one of yours.' };

interface Part {
  name: string;
  fileName?: string;
  type?: string;
  bytes: Buffer;
}
function multipart(parts: Part[]) {
  const boundary = '----apl-photos-boundary';
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.fileName ? `; filename="${part.fileName}"\r\nContent-Type: ${part.type}` : ''
        }\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { 'content-type': `multipart/form-data; boundary=${boundary}`, payload };
}
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
const photoPart = async (fileName: string, width: number, height: number): Promise<Part> => ({
  name: 'photos',
  fileName,
  type: 'image/jpeg',
  bytes: await picture(width, height, '#2060a0'),
});

const upload = (app: TestApp, cookie: string, eventId: number, parts: Part[]) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `${UPLOAD}?eventId=${eventId}`,
    headers: { ...CLIENT, cookie, 'content-type': body['content-type'] },
    payload: body.payload,
  });
};
const get = (app: TestApp, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });

describeOnEachDatabase('the league office adds photos to events and tags players (issue 34)', (ctx) => {
  /** The latest played event of a state. */
  const playedIn = async (stateId: number) => {
    const [row] = await ctx.database.db
      .select({ id: events.id, title: events.title, venueId: events.venueId })
      .from(events)
      .where(and(eq(events.stateId, stateId), lt(events.startsAt, new Date())))
      .orderBy(desc(events.startsAt))
      .limit(1);
    if (!row) throw new Error(`no played event in state ${stateId}`);
    return row;
  };

  it('a venue director uploads several photos to their venue’s event; they show, sized, in the galleries', async () => {
    const event = await playedIn(STATE_ID.VIC);
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const before = (await get(ctx.app, `${LIST}?eventId=${event.id}`, director)).json().photos.length;

    const answer = await upload(ctx.app, director, event.id, [
      await photoPart('final-table.jpg', 2400, 1600),
      await photoPart('winner.jpg', 800, 1200),
      { name: 'caption', bytes: Buffer.from('Final table') },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const photos = answer.json().photos as { caption: string; largeUrl: string; mediumUrl: string }[];
    expect(photos).toHaveLength(before + 2);
    const added = photos.slice(0, 2);
    for (const photo of added) expect(photo.caption).toBe(`${event.title} - Final table`);

    const large = await get(ctx.app, added[0]?.largeUrl ?? '');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/jpeg');
    const sizes = await Promise.all(
      added
        .flatMap((p) => [p.largeUrl, p.mediumUrl])
        .map(async (url) => {
          const { width, height } = await sharp((await get(ctx.app, url)).rawPayload).metadata();
          return `${width}x${height}`;
        }),
    );
    // The large size fits 1600 px a side and never enlarges; the medium one is cropped to fill its tile.
    expect(sizes.sort()).toEqual(['1600x1067', '640x480', '640x480', '800x1200']);

    const gallery = await get(ctx.app, `/umbraco/api/EventPhoto/GetEventPhotos?event=${event.id}`);
    const urls = gallery.json().map((p: { largePhotoUrl: string }) => p.largePhotoUrl);
    expect(urls).toEqual(expect.arrayContaining(added.map((p) => p.largeUrl)));
    const venue = await get(ctx.app, `/umbraco/api/EventPhoto/GetVenuePhotos?venue=${event.venueId}`);
    expect(venue.json().map((p: { largePhotoUrl: string }) => p.largePhotoUrl)).toEqual(
      expect.arrayContaining(added.map((p) => p.largeUrl)),
    );
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/EventPhoto/SearchPhotos',
      payload: { venueId: event.venueId },
    });
    expect(search.json().photos.map((p: { largePhotoUrl: string }) => p.largePhotoUrl)).toEqual(
      expect.arrayContaining(added.map((p) => p.largeUrl)),
    );
  });

  it('refuses a file that is not an image (400, naming it) and adds none of the upload', async () => {
    const event = await playedIn(STATE_ID.VIC);
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const before = (await get(ctx.app, `${LIST}?eventId=${event.id}`, director)).json().photos.length;
    const answer = await upload(ctx.app, director, event.id, [
      await photoPart('good.jpg', 400, 300),
      { name: 'photos', fileName: 'notes.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture') },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ photos: 'notes.jpg: Please choose JPG, PNG or WebP photos.' });
    const none = await upload(ctx.app, director, event.id, [{ name: 'caption', bytes: Buffer.from('x') }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ photos: 'Please choose at least one photo.' });
    expect((await get(ctx.app, `${LIST}?eventId=${event.id}`, director)).json().photos).toHaveLength(before);
  });

  it('refuses a director another venue’s event (403), lets a content editor add to any, and a member none', async () => {
    const nsw = await playedIn(STATE_ID.NSW);
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const refused = await upload(ctx.app, director, nsw.id, [await photoPart('a.jpg', 300, 200)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(NOT_YOURS);
    expect((await get(ctx.app, `${LIST}?eventId=${nsw.id}`, director)).statusCode).toBe(403);
    const events = (await get(ctx.app, `/umbraco/api/Admin/PhotoEvents?q=`, director)).json();
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e: { id: number }) => e.id)).not.toContain(nsw.id);

    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    expect((await upload(ctx.app, member, nsw.id, [await photoPart('a.jpg', 300, 200)])).statusCode).toBe(
      403,
    );

    const editor = await signIn(ctx.app, 'editor@example.com', 'Editor#2026');
    const allowed = await upload(ctx.app, editor, nsw.id, [await photoPart('a.jpg', 300, 200)]);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const photoId = allowed.json().photos[0].id;
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/umbraco/api/Admin/EventPhoto?photoId=${photoId}`,
      headers: { ...CLIENT, cookie: director },
    });
    expect(remove.statusCode).toBe(403);
  });

  it('tags a player: the photo shows on their profile, with their name; untagged and removed, it goes', async () => {
    const event = await playedIn(STATE_ID.VIC);
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const [player] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@example.com'));
    const found = await get(ctx.app, '/umbraco/api/Admin/PhotoPlayers?q=Mia Callaghan', director);
    expect(found.json().map((m: { memberId: number }) => m.memberId)).toContain(player?.id);

    const uploaded = await upload(ctx.app, director, event.id, [await photoPart('tagged.jpg', 600, 400)]);
    const photo = uploaded.json().photos[0] as { id: number; largeUrl: string };
    const tagged = await ctx.app.inject({
      method: 'POST',
      url: `/umbraco/api/Admin/TagPhotoPlayer?photoId=${photo.id}`,
      headers: { ...CLIENT, cookie: director },
      payload: { memberId: player?.id },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const names = tagged.json().photos.find((p: { id: number }) => p.id === photo.id).players;
    expect(names).toEqual([{ memberId: player?.id, name: 'Mia Callaghan' }]);

    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const profile = async () =>
      (await get(ctx.app, '/umbraco/api/Membership/GetPlayerProfile', member)).json().photos as {
        largePhotoUrl: string;
        players: string[];
      }[];
    expect((await profile()).find((p) => p.largePhotoUrl === photo.largeUrl)?.players).toEqual([
      'Mia Callaghan',
    ]);

    const untagged = await ctx.app.inject({
      method: 'DELETE',
      url: `/umbraco/api/Admin/PhotoPlayer?photoId=${photo.id}&memberId=${player?.id}`,
      headers: { ...CLIENT, cookie: director },
    });
    expect(untagged.statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/umbraco/api/Admin/EventPhoto?photoId=${photo.id}`,
      headers: { ...CLIENT, cookie: director },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos.map((p: { id: number }) => p.id)).not.toContain(photo.id);
    expect((await get(ctx.app, photo.largeUrl)).statusCode).toBe(404);

    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    const trail = (await get(ctx.app, '/umbraco/api/Admin/Audit?entity=photo', admin)).json().rows;
    expect(
      trail
        .filter((r: { entityId: string }) => r.entityId === String(photo.id))
        .map((r: { action: string }) => r.action),
    ).toEqual(['photo.delete', 'photo.untag', 'photo.tag', 'photo.upload']);
  });
});
