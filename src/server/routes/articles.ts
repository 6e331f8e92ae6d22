import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { getGeneralArticle, listGeneralArticles } from '../services/articles';
import { featuredArticles } from '../services/news';
import { contractRoute } from './contract-route';

export const articleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listGeneralArticles', () => listGeneralArticles(db));
  contractRoute(app, 'getGeneralArticle', (request) => getGeneralArticle(db, request.query.name));
  contractRoute(app, 'getFeaturedArticles', (request) => featuredArticles(db, request.query.state));
};
