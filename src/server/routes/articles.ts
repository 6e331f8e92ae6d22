import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { getGeneralArticle, listGeneralArticles } from '../services/articles';
import { featuredArticles, getNewsArticle, listNews } from '../services/news';
import { contractRoute } from './contract-route';

export const articleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listGeneralArticles', () => listGeneralArticles(db));
  contractRoute(app, 'getGeneralArticle', (request) => getGeneralArticle(db, request.query.name));
  contractRoute(app, 'getFeaturedArticles', (request) => featuredArticles(db, request.query.state));
  contractRoute(app, 'listNews', (request) =>
    listNews(db, { stateShort: request.query.state, page: request.query.page }),
  );
  contractRoute(app, 'getNewsArticle', (request) => getNewsArticle(db, request.query.name));
};
