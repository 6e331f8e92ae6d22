import type { QueuedCommand } from '../../../../machines/floor-console';

/** The console's unsent commands, per event, so a reload while offline loses none. */
const keyOf = (eventId: number) => `apl.floorQueue.${eventId}`;

export function readFloorQueue(eventId: number): QueuedCommand[] {
  try {
    const queue: unknown = JSON.parse(localStorage.getItem(keyOf(eventId)) ?? '[]');
    return Array.isArray(queue) ? (queue as QueuedCommand[]) : [];
  } catch {
    return [];
  }
}

export function keepFloorQueue(eventId: number, queue: readonly QueuedCommand[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(keyOf(eventId));
    else localStorage.setItem(keyOf(eventId), JSON.stringify(queue));
  } catch {
    // Without storage the queue lasts until a reload; it is still sent in order.
  }
}
