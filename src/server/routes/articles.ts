import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { getGeneralArticle, listGeneralArticles } from '../services/articles';
import { featuredArticles, getNewsArticle, listNews } from '../services/news';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

export const articleRoutes: FastifyPluginAsyncZod<{ db: Db; publicCache: SharedResponseCache }> = async (
  app,
  { db, publicCache },
) => {
  publicRoute(app, 'listGeneralArticles', publicCache, () => listGeneralArticles(db));
  contractRoute(app, 'getGeneralArticle', (request) => getGeneralArticle(db, request.query.name));
  publicRoute(app, 'getFeaturedArticles', publicCache, (request) =>
    featuredArticles(db, request.query.state),
  );
  contractRoute(app, 'listNews', (request) =>
    listNews(db, { stateShort: request.query.state, page: request.query.page }),
  );
  contractRoute(app, 'getNewsArticle', (request) => getNewsArticle(db, request.query.name));
};
