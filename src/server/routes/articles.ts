import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import {
  articleNameQuerySchema,
  generalArticleSchema,
  menuArticleSchema,
} from '../../shared/contract/article';
import { newsArticleSchema, stateQuerySchema } from '../../shared/contract/content';
import type { Db } from '../db/client';
import { getGeneralArticle, listGeneralArticles } from '../services/articles';
import { featuredArticles } from '../services/news';

export const articleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${API_PREFIX}/Article/ListGeneralArticles`,
    { schema: { response: { 200: z.array(menuArticleSchema) } } },
    () => listGeneralArticles(db),
  );

  app.get(
    `${API_PREFIX}/article/GetGeneralArticle`,
    { schema: { querystring: articleNameQuerySchema, response: { 200: generalArticleSchema } } },
    (request) => getGeneralArticle(db, request.query.name),
  );

  app.get(
    `${API_PREFIX}/article/GetFeaturedArticles`,
    { schema: { querystring: stateQuerySchema, response: { 200: z.array(newsArticleSchema) } } },
    (request) => featuredArticles(db, request.query.state),
  );
};
