import type { MySeat, PublicFloor } from '../../src/shared/contract/floor';

/** Ann Lee, signed in, plays with the ticket 'tk-ann'. */
export const MINE: MySeat = { eventId: 5, ticket: 'tk-ann', playing: true, seat: { table: 2, seat: 7 } };

const brokenTable = {
  name: 'Ann Lee',
  ticket: 'tk-ann',
  from: { table: 3, seat: 1 },
  to: { table: 2, seat: 7 },
  reason: 'break' as const,
  at: 2,
};
const balanced = {
  name: 'Ann Lee',
  ticket: 'tk-ann',
  from: { table: 2, seat: 7 },
  to: { table: 1, seat: 4 },
  reason: 'balance' as const,
  at: 5,
};

const base: PublicFloor = {
  eventId: 5,
  version: 3,
  drawn: true,
  tableSize: 9,
  tables: [],
  recentMoves: [],
  entries: 20,
  reEntries: 2,
  rebuys: 3,
  addOns: 4,
  playersLeft: 4,
  prizePool: 2900,
  payouts: [1500, 900, 500],
  bounty: 0,
  lateRegistrationLevel: 4,
  deal: null,
  closed: false,
};

const cat = { seat: 2, name: 'Cat Wu', ticket: null };
const bob = { seat: 5, name: 'Bob Ng', ticket: 'tk-bob' };
const dee = { seat: 3, name: 'Dee Roe', ticket: 'tk-dee' };

export const FLOORS = {
  /** The first load (version 3): Ann at Table 2, Seat 7, where the table break sent her. */
  loaded: {
    ...base,
    tables: [
      { table: 1, seats: [cat, bob] },
      { table: 2, seats: [dee, { seat: 7, name: 'Ann Lee', ticket: 'tk-ann' }] },
    ],
    recentMoves: [brokenTable],
  },
  /** An older floor (version 2) arriving late: never shown over a newer one. */
  older: {
    ...base,
    version: 2,
    playersLeft: 9,
    tables: [{ table: 3, seats: [{ seat: 1, name: 'Ann Lee', ticket: 'tk-ann' }] }],
    recentMoves: [brokenTable],
  },
  /** Version 5: balancing moved Ann to Table 1, Seat 4. */
  moved: {
    ...base,
    version: 5,
    tables: [
      { table: 1, seats: [cat, { seat: 4, name: 'Ann Lee', ticket: 'tk-ann' }, bob] },
      { table: 2, seats: [dee] },
    ],
    recentMoves: [balanced, brokenTable],
  },
  /** Version 6: Ann is out. */
  busted: {
    ...base,
    version: 6,
    playersLeft: 3,
    tables: [
      { table: 1, seats: [cat, bob] },
      { table: 2, seats: [dee] },
    ],
    recentMoves: [balanced, brokenTable],
  },
  /** Version 8: heads-up, an ICM deal made. */
  deal: {
    ...base,
    version: 8,
    playersLeft: 2,
    tables: [{ table: 1, seats: [cat, bob] }],
    recentMoves: [],
    deal: {
      method: 'icm' as const,
      shares: [
        { entry: 2, name: 'Bob Ng', stack: 60_000, amount: 1310 },
        { entry: 1, name: 'Cat Wu', stack: 40_000, amount: 1090 },
      ],
    },
  },
} satisfies Record<string, PublicFloor>;
export type FloorName = keyof typeof FLOORS;
