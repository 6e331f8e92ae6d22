import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../auth/session';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { getStaffArticle, listStaffNews, previewNewsArticle, saveNewsArticle } from '../services/admin-news';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_TYPE_MESSAGE,
  readNewsImage,
  saveNewsImage,
} from '../services/news-images';
import { contractRoute } from './contract-route';

const TOO_LARGE = 'The image is larger than 10 MB.';
const unreadable = (error: unknown): never => {
  if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
  throw badRequest(NEWS_IMAGE_TYPE_MESSAGE, { image: NEWS_IMAGE_TYPE_MESSAGE });
};

/** The league office's news (issue 34): content editors and league admins, checked by the contract's auth. */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  // Only this plugin's upload reads multipart bodies: one file of at most 10 MB (one byte more is refused).
  await app.register(multipart, {
    limits: { fileSize: NEWS_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  contractRoute(app, 'listStaffNews', (request) => listStaffNews(db, request.query));
  contractRoute(app, 'getStaffArticle', (request) => getStaffArticle(db, request.query.id));
  contractRoute(app, 'saveNewsArticle', async (request) =>
    saveNewsArticle(db, (await requireEditor(request)).id, request.body),
  );
  contractRoute(app, 'previewNewsArticle', (request) => previewNewsArticle(db, request.body));

  contractRoute(app, 'uploadNewsImage', async (request) => {
    const editor = await requireEditor(request);
    if (!request.isMultipart()) throw badRequest(NEWS_IMAGE_TYPE_MESSAGE, { image: NEWS_IMAGE_TYPE_MESSAGE });
    const file = await request.file().catch(unreadable);
    if (!file) throw badRequest(NEWS_IMAGE_TYPE_MESSAGE, { image: NEWS_IMAGE_TYPE_MESSAGE });
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw badRequest(TOO_LARGE, { image: TOO_LARGE });
      return unreadable(error);
    }
    return saveNewsImage(db, dataDir, editor.id, request.query.id, request.query.kind, bytes);
  });

  contractRoute(app, 'newsImageFile', async (request, reply) => {
    const { bytes, contentType } = await readNewsImage(dataDir, request.params.file);
    return reply
      .type(contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
