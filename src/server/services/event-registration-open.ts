import { isRegistrationOpen } from '../../shared/event-registration';
import type { events } from '../db/schema';

/** The shared registration rule read off an event's row. */
export const eventRegistrationOpen = (event: typeof events.$inferSelect, now: Date) =>
  isRegistrationOpen(
    {
      dateTime: event.startsAt,
      startTime: event.startTime,
      rego: event.rego,
      lateRego: event.lateRego,
      stateId: event.stateId,
      eventStatusId: event.eventStatusId,
    },
    now,
  );
