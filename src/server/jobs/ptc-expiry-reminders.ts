import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { SmsSender } from '../providers/sms';
import { sendExpiryReminders } from '../services/ptc';
import { scheduleJob } from './schedule';

const EVERY_MS = 60 * 60 * 1000;

/** Texts members a week before their PTC expire (services/ptc.ts), hourly, on one instance at a time. */
export function schedulePtcExpiryReminders(app: FastifyInstance, db: Db, sms: SmsSender) {
  scheduleJob(app, db, {
    name: 'ptc-expiry-reminders',
    everyMs: EVERY_MS,
    run: () => sendExpiryReminders(db, sms, new Date()),
  });
}
