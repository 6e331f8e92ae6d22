import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../auth/session';
import type { Db } from '../db/client';
import { getStaffPage, listStaffPages, previewAboutPage, saveAboutPage } from '../services/admin-pages';
import { contractRoute } from './contract-route';

/** The league office's About pages (issue 34): content editors and league admins, checked by the contract's auth. */
export const adminPagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listStaffPages', () => listStaffPages(db));
  contractRoute(app, 'getStaffPage', (request) => getStaffPage(db, request.query.id));
  contractRoute(app, 'saveAboutPage', async (request) =>
    saveAboutPage(db, (await requireEditor(request)).id, request.body),
  );
  contractRoute(app, 'previewAboutPage', (request) => previewAboutPage(request.body));
};
