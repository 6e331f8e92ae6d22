import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../auth/session';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { localToday } from '../services/games';
import {
  homeBannersFor,
  listStaffBanners,
  orderHomeBanners,
  removeHomeBanner,
  saveHomeBanner,
} from '../services/home-banners';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

/** The home page's carousel (shared answers), and the league office's banners (content editors and admins). */
export const homeBannerRoutes: FastifyPluginAsyncZod<{ db: Db; publicCache: SharedResponseCache }> = async (
  app,
  { db, publicCache },
) => {
  publicRoute(app, 'getHomeBanners', publicCache, (request) => {
    const now = new Date();
    return homeBannersFor(db, request.query.state, now, localToday(now, null));
  });
  contractRoute(app, 'listStaffBanners', () => listStaffBanners(db));
  contractRoute(app, 'saveHomeBanner', async (request) =>
    saveHomeBanner(db, (await requireEditor(request)).id, request.body),
  );
  contractRoute(app, 'orderHomeBanners', async (request) =>
    orderHomeBanners(db, (await requireEditor(request)).id, request.body.ids),
  );
  contractRoute(app, 'removeHomeBanner', async (request) =>
    removeHomeBanner(db, (await requireEditor(request)).id, request.body.id),
  );
};
