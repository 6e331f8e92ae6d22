import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../auth/session';
import type { Db } from '../db/client';
import { getStaffArticle, listStaffNews, previewNewsArticle, saveNewsArticle } from '../services/admin-news';
import { contractRoute } from './contract-route';

/** The league office's news (issue 34): content editors and league admins, checked by the contract's auth. */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listStaffNews', (request) => listStaffNews(db, request.query));
  contractRoute(app, 'getStaffArticle', (request) => getStaffArticle(db, request.query.id));
  contractRoute(app, 'saveNewsArticle', async (request) =>
    saveNewsArticle(db, (await requireEditor(request)).id, request.body),
  );
  contractRoute(app, 'previewNewsArticle', (request) => previewNewsArticle(db, request.body));
};
