import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { getGeneralArticle, listGeneralArticles } from '../services/articles';
import { featuredArticles, getNewsArticle, listNews } from '../services/news';
import type { PublicAnswers } from '../services/public-answers';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

export const articleRoutes: FastifyPluginAsyncZod<{ db: Db; publicAnswers: PublicAnswers }> = async (
  app,
  { db, publicAnswers },
) => {
  publicRoute(app, 'listGeneralArticles', publicAnswers, () => listGeneralArticles(db));
  contractRoute(app, 'getGeneralArticle', (request) => getGeneralArticle(db, request.query.name));
  publicRoute(app, 'getFeaturedArticles', publicAnswers, (request) =>
    featuredArticles(db, request.query.state),
  );
  contractRoute(app, 'listNews', (request) =>
    listNews(db, { stateShort: request.query.state, page: request.query.page }),
  );
  contractRoute(app, 'getNewsArticle', (request) => getNewsArticle(db, request.query.name));
};
