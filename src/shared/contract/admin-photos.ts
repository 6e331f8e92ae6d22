import { z } from 'zod';
import { PHOTO_CAPTION_MAX } from '../photo-rules';
import { idSchema, queryId, safeText } from './common';

/** An event photos can be added to, as the league office lists it. */
export const photoEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  venueName: z.string(),
  /** The venue's state, whose time zone the date is shown in. */
  stateId: z.number(),
  /** ISO date and time. */
  startsAt: z.string(),
});
export type PhotoEvent = z.infer<typeof photoEventSchema>;

export const photoEventsQuerySchema = z.object({
  /** Part of the event's title or its venue's name; empty: the latest events. */
  q: safeText(60).optional(),
});

export const taggedPlayerSchema = z.object({ memberId: z.number(), name: z.string() });
export type TaggedPlayer = z.infer<typeof taggedPlayerSchema>;

export const staffPhotoSchema = z.object({
  id: z.number(),
  /** What the gallery shows under the photo: the event's title, and the caption when one was given. */
  caption: z.string(),
  mediumUrl: z.string(),
  largeUrl: z.string(),
  players: z.array(taggedPlayerSchema),
});
export type StaffPhoto = z.infer<typeof staffPhotoSchema>;

/** An event's photos, newest first, with the players tagged in each. */
export const eventPhotosSchema = z.object({
  event: photoEventSchema,
  photos: z.array(staffPhotoSchema),
});
export type EventPhotos = z.infer<typeof eventPhotosSchema>;

export const photoEventQuerySchema = z.object({ eventId: queryId });
export const photoIdQuerySchema = z.object({ photoId: queryId });
export const photoTagQuerySchema = z.object({ photoId: queryId, memberId: queryId });
export const photoTagBodySchema = z.object({ memberId: idSchema });
export const photoUploadBodySchema = z.object({
  photos: z.array(z.string()).describe('One to twelve image files (binary): JPG, PNG or WebP, 10 MB each'),
  caption: safeText(PHOTO_CAPTION_MAX).optional(),
});
export const photoFileParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{32}-(large|medium)\.jpg$/, 'is not a photo of the league'),
});
