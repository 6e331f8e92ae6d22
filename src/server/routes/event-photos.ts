import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasControlCharacter } from '../../shared/control-characters';
import { PHOTO_CAPTION_MAX, PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_MAX_FILES } from '../../shared/photo-rules';
import { requireStaff } from '../auth/session';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { PHOTO_TYPE_MESSAGE, photoError, readPhotoFile } from '../services/event-photo-files';
import {
  deleteEventPhoto,
  eventPhotos,
  photoEvents,
  tagPhotoPlayer,
  untagPhotoPlayer,
  uploadEventPhotos,
} from '../services/event-photos';
import { searchPlayers } from '../services/results-recording';
import { contractRoute } from './contract-route';

const TOO_LARGE = 'Each photo may be at most 10 MB.';
const TOO_MANY = `At most ${PHOTO_UPLOAD_MAX_FILES} photos at once.`;
const NONE = 'Please choose at least one photo.';
const CAPTION_TOO_LONG = `must be at most ${PHOTO_CAPTION_MAX} characters`;

interface Upload {
  files: { fileName: string; bytes: Buffer }[];
  caption: string | undefined;
}

/** Reads the multipart body: the photos (field photos) and an optional caption, within the limits. */
async function readUpload(parts: AsyncIterableIterator<Multipart>): Promise<Upload> {
  const upload: Upload = { files: [], caption: undefined };
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') {
          await part.toBuffer();
          continue;
        }
        upload.files.push({ fileName: part.filename || 'photo', bytes: await part.toBuffer() });
      } else if (part.fieldname === 'caption' && typeof part.value === 'string') {
        upload.caption = part.value.trim() || undefined;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError(TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw photoError(TOO_MANY);
    throw photoError(PHOTO_TYPE_MESSAGE);
  }
  if (upload.files.length === 0) throw photoError(NONE);
  const caption = upload.caption;
  if (caption !== undefined && (caption.length > PHOTO_CAPTION_MAX || hasControlCharacter(caption)))
    throw badRequest(`caption: ${CAPTION_TOO_LONG}`, {
      caption: caption.length > PHOTO_CAPTION_MAX ? CAPTION_TOO_LONG : 'must not contain control characters',
    });
  return upload;
}

/**
 * The league office's event photos (issue 34): any staff role passes the contract's auth; the services check a
 * venue director's venue scope on the event or photo each call is about.
 */
export const eventPhotoRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  // Only this plugin's upload reads multipart bodies: up to twelve photos of at most 10 MB and a caption.
  await app.register(multipart, {
    limits: {
      fileSize: PHOTO_UPLOAD_MAX_BYTES,
      files: PHOTO_UPLOAD_MAX_FILES,
      fields: 2,
      parts: PHOTO_UPLOAD_MAX_FILES + 2,
      fieldSize: 1024,
    },
  });

  contractRoute(app, 'adminPhotoEvents', async (request) =>
    photoEvents(db, await requireStaff(request), request.query.q),
  );
  contractRoute(app, 'adminEventPhotos', async (request) =>
    eventPhotos(db, await requireStaff(request), request.query.eventId),
  );
  contractRoute(app, 'uploadEventPhotos', async (request) => {
    const staff = await requireStaff(request);
    if (!request.isMultipart()) throw photoError(NONE);
    const { files, caption } = await readUpload(request.parts());
    return uploadEventPhotos(db, dataDir, staff, request.query.eventId, files, caption);
  });
  contractRoute(app, 'deleteEventPhoto', async (request) =>
    deleteEventPhoto(db, dataDir, await requireStaff(request), request.query.photoId),
  );
  contractRoute(app, 'tagPhotoPlayer', async (request) =>
    tagPhotoPlayer(db, await requireStaff(request), request.query.photoId, request.body.memberId),
  );
  contractRoute(app, 'untagPhotoPlayer', async (request) =>
    untagPhotoPlayer(db, await requireStaff(request), request.query.photoId, request.query.memberId),
  );
  contractRoute(app, 'adminPhotoPlayers', (request) => searchPlayers(db, request.query.q));

  contractRoute(app, 'eventPhotoFile', async (request, reply) =>
    reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(await readPhotoFile(dataDir, request.params.file)),
  );
};
