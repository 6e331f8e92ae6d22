import type { DirectorFloor } from '../../src/shared/contract/floor';

/** The director's floor of a small night, for the console's tests: literal figures, worked by hand. */

const player = (id: number, playerName: string, seat: { table: number; seat: number } | null) => ({
  id,
  memberId: id === 4 ? null : 100 + id,
  playerName,
  reEntryOf: null,
  rebuys: 0,
  addOn: false,
  out: null as number | null,
  eliminatedBy: null as number | null,
  seat,
  knockouts: 0,
});

/** Four players drawn at two tables of six; $100 each to the pool, paid $280 and $120. */
export const FOUR_SEATED: DirectorFloor = {
  eventId: 5,
  version: 6,
  drawn: true,
  tableSize: 6,
  tables: [
    {
      table: 1,
      seats: [
        { seat: 2, name: 'Ann Lee', ticket: 't1' },
        { seat: 5, name: 'Ben Jones', ticket: 't2' },
      ],
    },
    {
      table: 2,
      seats: [
        { seat: 1, name: 'Cal Brown', ticket: 't3' },
        { seat: 3, name: 'Dee Kay', ticket: null },
      ],
    },
  ],
  recentMoves: [],
  entries: 4,
  reEntries: 0,
  rebuys: 0,
  addOns: 0,
  playersLeft: 4,
  prizePool: 400,
  payouts: [280, 120],
  bounty: 0,
  lateRegistrationLevel: 0,
  deal: null,
  closed: false,
  settings: {
    tableSize: 6,
    entryToPool: 100,
    rebuyToPool: 100,
    addOnToPool: 50,
    bounty: 0,
    guarantee: 0,
    lateRegistrationLevel: 0,
    preset: 'standard',
    payouts: null,
    breakOrder: [],
  },
  players: [
    player(1, 'Ann Lee', { table: 1, seat: 2 }),
    player(2, 'Ben Jones', { table: 1, seat: 5 }),
    player(3, 'Cal Brown', { table: 2, seat: 1 }),
    player(4, 'Dee Kay', { table: 2, seat: 3 }),
  ],
  lastMoves: [],
  canUndo: true,
  canRedo: false,
  undoLabel: 'Draw of seats',
  redoLabel: null,
  lateRegistrationOpen: true,
  currentRound: 1,
};

/** After Cal Brown's bust-out by Ann Lee: table 2 breaks, Dee Kay moves to Table 1, Seat 1. */
export const CAL_OUT: DirectorFloor = {
  ...FOUR_SEATED,
  version: 7,
  tables: [
    {
      table: 1,
      seats: [
        { seat: 1, name: 'Dee Kay', ticket: null },
        { seat: 2, name: 'Ann Lee', ticket: 't1' },
        { seat: 5, name: 'Ben Jones', ticket: 't2' },
      ],
    },
  ],
  playersLeft: 3,
  players: FOUR_SEATED.players.map((p) =>
    p.id === 3
      ? { ...p, out: 1, eliminatedBy: 1, seat: null }
      : p.id === 4
        ? { ...p, seat: { table: 1, seat: 1 } }
        : p.id === 1
          ? { ...p, knockouts: 1 }
          : p,
  ),
  lastMoves: [
    {
      name: 'Dee Kay',
      ticket: null,
      from: { table: 2, seat: 3 },
      to: { table: 1, seat: 1 },
      reason: 'break',
      at: 7,
    },
  ],
  undoLabel: 'Bust-out of Cal Brown',
};

/** One player left (Ann Lee): the event can be closed. */
export const ONE_LEFT: DirectorFloor = {
  ...CAL_OUT,
  version: 9,
  playersLeft: 1,
  tables: [{ table: 1, seats: [{ seat: 2, name: 'Ann Lee', ticket: 't1' }] }],
  players: CAL_OUT.players.map((p) => (p.id === 1 ? p : { ...p, out: p.out ?? p.id - 1, seat: null })),
  lastMoves: [],
  undoLabel: 'Bust-out of Dee Kay',
};

export const CLOSED: DirectorFloor = {
  ...ONE_LEFT,
  version: 10,
  closed: true,
  undoLabel: 'Close of the event',
};
