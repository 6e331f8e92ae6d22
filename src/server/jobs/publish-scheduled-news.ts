import type { FastifyInstance } from 'fastify';
import type { CacheInvalidation } from '../cache/cache-invalidation';
import type { Db } from '../db/client';
import { publishDueArticles } from '../services/admin-news';
import { scheduleJob } from './schedule';

const EVERY_MS = 30_000;

/**
 * Marks scheduled news published once its time has come, every 30 s, on one instance at a time (the plan is in
 * the database, so a restart keeps it). Visitors see a scheduled article from its time on whether or not this
 * has run (the public queries read publish_at); this keeps the state the editors see right, and drops the
 * shared answers (the featured news) on every instance when it published something.
 */
export function schedulePublishScheduledNews(app: FastifyInstance, db: Db, invalidation: CacheInvalidation) {
  scheduleJob(app, db, {
    name: 'publish-scheduled-news',
    everyMs: EVERY_MS,
    run: async () => {
      if ((await publishDueArticles(db, new Date())) > 0) await invalidation.drop(['content']);
    },
  });
}
