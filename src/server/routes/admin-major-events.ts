import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../auth/session';
import type { Db } from '../db/client';
import {
  getStaffMajorEvent,
  listStaffMajorEvents,
  saveMajorEvent,
  searchEventsToPick,
} from '../services/admin-major-events';
import { contractRoute } from './contract-route';

/** The league office's major events (issue 34): content editors and league admins, checked by the contract's auth. */
export const adminMajorEventsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listStaffMajorEvents', () => listStaffMajorEvents(db));
  contractRoute(app, 'getStaffMajorEvent', (request) => getStaffMajorEvent(db, request.query.id));
  contractRoute(app, 'saveMajorEvent', async (request) =>
    saveMajorEvent(db, (await requireEditor(request)).id, request.body),
  );
  contractRoute(app, 'searchEventsToPick', (request) => searchEventsToPick(db, request.query.q));
};
