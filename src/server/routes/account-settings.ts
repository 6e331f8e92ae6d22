import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE } from '../../shared/account-settings-rules';
import { requireAdmin, requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import type { Allowances } from '../limits/allowances';
import {
  getAccountSettings,
  listPendingAvatars,
  readAvatar,
  reviewAvatar,
  saveAvatar,
  updateAccountSettings,
} from '../services/account-settings';
import { imageDimensionsError } from '../services/image-dimensions';
import { contractRoute } from './contract-route';

interface AccountSettingsRouteOptions {
  db: Db;
  /** Uploaded avatars go under dataDir/avatars. */
  dataDir: string;
  allowances: Allowances;
}

const NO_FILE = 'Please choose a JPG or PNG image.';

/** A multipart body the parser cannot read (no boundary, another boundary, cut short) is the caller's error. */
function unreadableUpload(error: unknown): never {
  // The plugin's own errors (limits) carry their status; the parser's (busboy's) carry none.
  if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
  const message = 'The upload could not be read: send the image as multipart/form-data.';
  throw badRequest(message, { uploadAvatar: message });
}

export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountSettingsRouteOptions> = async (
  app,
  { db, dataDir, allowances },
) => {
  // Only this plugin's routes read multipart bodies; one file of at most 10 MB (one byte more is refused).
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  contractRoute(app, 'getPlayerAccountSettings', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getAccountSettings(db, (await requireMember(request)).id);
  });

  contractRoute(app, 'updatePlayerAccountSettings', async (request) =>
    updateAccountSettings(db, (await requireMember(request)).id, request.body),
  );

  contractRoute(app, 'uploadAvatar', async (request) => {
    const member = await requireMember(request);
    if (!request.isMultipart()) throw badRequest(NO_FILE, { uploadAvatar: NO_FILE });
    const file = await request.file().catch(unreadableUpload);
    if (!file) throw badRequest(NO_FILE, { uploadAvatar: NO_FILE });
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw badRequest(AVATAR_SIZE_MESSAGE, { uploadAvatar: AVATAR_SIZE_MESSAGE });
      }
      return unreadableUpload(error);
    }
    if (bytes.length === 0) throw badRequest(NO_FILE, { uploadAvatar: NO_FILE });
    const sizeError = imageDimensionsError(bytes);
    if (sizeError) throw badRequest(sizeError, { uploadAvatar: sizeError });
    return saveAvatar(db, allowances, dataDir, member.id, bytes);
  });

  contractRoute(app, 'listPendingAvatars', async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return listPendingAvatars(db);
  });

  contractRoute(app, 'reviewAvatar', async (request) => {
    const staff = await requireAdmin(request);
    return reviewAvatar(db, dataDir, staff.id, request.body.id, request.body.approve);
  });

  contractRoute(app, 'avatarFile', async (request, reply) => {
    const { bytes, contentType } = await readAvatar(dataDir, request.params.file);
    return reply
      .type(contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
