import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { localToday } from '../services/games';
import {
  eventWinnerResult,
  getMajorEvent,
  listMajorEvents,
  majorEventQualifiers,
  masterQualifiers,
  previousMajorEvents,
} from '../services/major-events';
import type { WorkLimiter } from '../services/work-limiter';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

const today = () => localToday(new Date(), null);

export const majorEventRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicCache: SharedResponseCache;
  /** Qualifiers add up a major event's qualifying results, whichever one a client asks: through the fair limiter. */
  limiter: WorkLimiter;
}> = async (app, { db, publicCache, limiter }) => {
  publicRoute(app, 'getMajorEvents', publicCache, (request) =>
    listMajorEvents(db, { stateShort: request.query.state, aplpt: false, today: today() }),
  );
  publicRoute(app, 'getAplptMajorEvents', publicCache, (request) =>
    listMajorEvents(db, { stateShort: request.query.state, aplpt: true, today: today() }),
  );
  contractRoute(app, 'getMajorEvent', (request) =>
    getMajorEvent(db, { urlName: request.query.name, aplpt: false, today: today() }),
  );
  contractRoute(app, 'getAplptMajorEvent', (request) =>
    getMajorEvent(db, { urlName: request.query.name, aplpt: true, today: today() }),
  );
  contractRoute(app, 'getMajorEventQualifiers', (request) =>
    limiter.run(request.ip, () => majorEventQualifiers(db, request.query.majorEventId)),
  );
  contractRoute(app, 'getMasterQualifiers', (request) =>
    limiter.run(request.ip, () => masterQualifiers(db, request.query.masterEventId)),
  );
  contractRoute(app, 'getPreviousMajorEvents', () => previousMajorEvents(db, today()));
  contractRoute(app, 'getEventWinnerResult', (request) => eventWinnerResult(db, request.query.eventId));
};
