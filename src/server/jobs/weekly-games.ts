import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { fillWeeklyGames } from '../services/weekly-games';
import { scheduleJob } from './schedule';

const EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps every weekly game's nights filled four weeks ahead (services/weekly-games.ts): daily, on one instance at a
 * time, from the first start on. A night already there is never touched, so a run twice adds nothing.
 */
export function scheduleWeeklyGames(app: FastifyInstance, db: Db) {
  scheduleJob(app, db, {
    name: 'weekly-games',
    everyMs: EVERY_MS,
    run: async () => {
      await fillWeeklyGames(db, new Date());
    },
  });
}
