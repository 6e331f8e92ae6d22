/*
 * The tournament floor's calls (issue 35), declared as endpoints.ts declares the site's: only the director's
 * console, the TV view and the event page's floor panel import this file, so none of it is in the first load.
 */

/** The console's whole floor: settings, players, tables, payouts, what undo and redo would do. */
export const getDirectorFloor = {
  method: 'GET',
  path: '/umbraco/api/Floor/GetDirectorFloor',
  auth: 'director',
} as const;
/** One command (an intent, undo, redo or the close), idempotent by its commandId; answers the new floor. */
export const runFloorCommand = {
  method: 'POST',
  path: '/umbraco/api/Floor/Command',
  auth: 'director',
} as const;
/** What every viewer sees (the TV, the event page); the hub pushes the same as notifyFloorUpdate. */
export const getPublicFloor = {
  method: 'GET',
  path: '/umbraco/api/Floor/GetFloor',
  auth: 'none',
} as const;
/** A signed-in player's seat ticket and seat at an event. */
export const getMySeat = {
  method: 'GET',
  path: '/umbraco/api/Floor/GetMySeat',
  auth: 'member',
} as const;
