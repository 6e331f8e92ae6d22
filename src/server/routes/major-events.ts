import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { contractRoute } from './contract-route';

const today = () => localToday(new Date(), null);

export const majorEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'getMajorEvents', (request) =>
    listMajorEvents(db, { stateShort: request.query.state, aplpt: false, today: today() }),
  );
  contractRoute(app, 'getAplptMajorEvents', (request) =>
    listMajorEvents(db, { stateShort: request.query.state, aplpt: true, today: today() }),
  );
  contractRoute(app, 'getMajorEvent', (request) =>
    getMajorEvent(db, { urlName: request.query.name, aplpt: false, today: today() }),
  );
  contractRoute(app, 'getAplptMajorEvent', (request) =>
    getMajorEvent(db, { urlName: request.query.name, aplpt: true, today: today() }),
  );
  contractRoute(app, 'getMajorEventQualifiers', (request) =>
    majorEventQualifiers(db, request.query.majorEventId),
  );
  contractRoute(app, 'getMasterQualifiers', (request) => masterQualifiers(db, request.query.masterEventId));
  contractRoute(app, 'getPreviousMajorEvents', () => previousMajorEvents(db, today()));
  contractRoute(app, 'getEventWinnerResult', (request) => eventWinnerResult(db, request.query.eventId));
};
