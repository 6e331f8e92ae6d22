/**
 * Seats and tables on the tournament floor (issue 35), as the TDA's rules have them:
 * - the seats are drawn at random when play starts, and each later entry draws a seat at a table with the fewest
 *   players;
 * - when the players left fit at one table fewer, the next table in the break order (the highest-numbered first,
 *   unless the director set another) is broken: its players, in seat order, each draw a seat at a table with the
 *   fewest players;
 * - when tables differ by more than one player, a player moves from the table with the most to the table with
 *   the fewest: the one who would be big blind next (the third player after the button, when the console knows the
 *   button), to a seat drawn among the empty ones;
 * - once everyone fits at one table, the final table is drawn afresh: every player draws a seat at the table
 *   broken last.
 * Pure: the random draws come from `random` (uniform in [0, 1)), so a test can replay them.
 */

export type PlayerId = number;

export interface FloorTable {
  /** The table's number, as the room calls it ("Table 3"). */
  id: number;
  /** Seat 1 first; null: an empty seat. */
  seats: (PlayerId | null)[];
  /** The seat (1-based) the dealer button is at, when the director has set it. */
  button?: number;
}

export interface Floor {
  tableSize: number;
  tables: FloorTable[];
  /** Table ids, the first to be broken first; tables not named break after these, highest id first. */
  breakOrder?: number[];
}

export interface SeatRef {
  table: number;
  /** 1-based, as the room says it. */
  seat: number;
}

export type MoveReason = 'break' | 'balance' | 'final';

export interface SeatMove {
  player: PlayerId;
  from: SeatRef;
  to: SeatRef;
  reason: MoveReason;
}

/** One of the items, drawn (random() < 1, so the index is always in range). */
const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const countAt = (table: FloorTable) => table.seats.filter((seat) => seat !== null).length;
export const playerCount = (floor: Floor) => floor.tables.reduce((sum, table) => sum + countAt(table), 0);

const copyFloor = (floor: Floor): Floor => ({
  ...floor,
  tables: floor.tables.map((table) => ({ ...table, seats: [...table.seats] })),
});

/** Where a player sits, or null. */
export function seatOf(floor: Floor, player: PlayerId): SeatRef | null {
  for (const table of floor.tables) {
    const index = table.seats.indexOf(player);
    if (index >= 0) return { table: table.id, seat: index + 1 };
  }
  return null;
}

/** The tables needed for `players` at tables of `tableSize`. */
export const tablesFor = (players: number, tableSize: number) => Math.ceil(players / tableSize);

/** The opening draw: the fewest tables the field needs, the players dealt to them in turn, each seat drawn. */
export function drawSeats(players: readonly PlayerId[], tableSize: number, random: () => number): Floor {
  const count = Math.max(1, tablesFor(players.length, tableSize));
  const order = shuffled(players, random);
  const tables: FloorTable[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    seats: new Array<PlayerId | null>(tableSize).fill(null),
  }));
  const seatOrders = tables.map(() =>
    shuffled(
      Array.from({ length: tableSize }, (_, i) => i),
      random,
    ),
  );
  order.forEach((player, i) => {
    const t = i % count;
    const seat = (seatOrders[t] as number[])[Math.floor(i / count)] as number;
    (tables[t] as FloorTable).seats[seat] = player;
  });
  return { tableSize, tables };
}

/** The lowest-numbered of the tables with the fewest players (there is at least one table). */
const shortest = (tables: readonly FloorTable[]): FloorTable => {
  const least = Math.min(...tables.map(countAt));
  return tables.filter((table) => countAt(table) === least).sort((a, b) => a.id - b.id)[0] as FloorTable;
};

const emptySeats = (table: FloorTable) =>
  table.seats.flatMap((occupant, i) => (occupant === null ? [i + 1] : []));

/** A seat drawn at one of the tables with the fewest players (the lowest-numbered of them), or null if all are full. */
function drawOpenSeat(floor: Floor, random: () => number, except?: number): SeatRef | null {
  const open = floor.tables.filter((table) => table.id !== except && emptySeats(table).length > 0);
  if (open.length === 0) return null;
  const table = shortest(open);
  return { table: table.id, seat: pick(emptySeats(table), random) };
}

/**
 * A new entry (late registration, re-entry, walk-in) draws a seat at a table with the fewest players; when every
 * seat is taken a table is opened for them (balancing then fills it).
 */
export function seatEntry(
  floor: Floor,
  player: PlayerId,
  random: () => number,
): { floor: Floor; seat: SeatRef } {
  const next = copyFloor(floor);
  let seat = drawOpenSeat(next, random);
  if (!seat) {
    const id = Math.max(0, ...next.tables.map((table) => table.id)) + 1;
    next.tables.push({ id, seats: new Array<PlayerId | null>(next.tableSize).fill(null) });
    seat = { table: id, seat: pick(emptySeats(next.tables[next.tables.length - 1] as FloorTable), random) };
  }
  placeAt(next, player, seat);
  return { floor: next, seat };
}

function placeAt(floor: Floor, player: PlayerId | null, where: SeatRef) {
  const table = floor.tables.find((t) => t.id === where.table);
  if (table) table.seats[where.seat - 1] = player;
}

/** A player out (busted): their seat is empty. */
export function removePlayer(floor: Floor, player: PlayerId): Floor {
  const next = copyFloor(floor);
  const seat = seatOf(next, player);
  if (seat) placeAt(next, null, seat);
  return next;
}

/** Makes the moves: each player leaves their seat for the new one; tables left empty are gone. */
export function applyMoves(floor: Floor, moves: readonly SeatMove[]): Floor {
  const next = copyFloor(floor);
  for (const move of moves) placeAt(next, null, move.from);
  for (const move of moves) placeAt(next, move.player, move.to);
  next.tables = next.tables.filter((table) => countAt(table) > 0);
  return next;
}

/** Tables in the order they break: those the director named first, then the highest-numbered. */
function inBreakOrder(floor: Floor): FloorTable[] {
  const named = floor.breakOrder ?? [];
  const rank = (table: FloorTable) => {
    const i = named.indexOf(table.id);
    return i >= 0 ? i : Number.POSITIVE_INFINITY;
  };
  return [...floor.tables].sort((a, b) => rank(a) - rank(b) || b.id - a.id);
}

/** The player who would be big blind next: the third player after the button; without a button, one drawn. */
function playerToMove(table: FloorTable, random: () => number): number {
  const occupied = table.seats.flatMap((occupant, i) => (occupant === null ? [] : [i]));
  const button = table.button === undefined ? undefined : table.button - 1;
  if (button === undefined || occupied.length < 4) return pick(occupied, random);
  // Clockwise from the seat after the button: small blind, big blind, then the next big blind.
  const clockwise = [...occupied.filter((i) => i > button), ...occupied.filter((i) => i <= button)];
  return clockwise[2] ?? pick(occupied, random);
}

/**
 * The moves the floor needs now, in the order to make them: tables broken while the players fit at one fewer,
 * then players moved until no two tables differ by more than one, or the final table's draw.
 */
export function nextMoves(floor: Floor, random: () => number): SeatMove[] {
  const work = copyFloor(floor);
  work.tables = work.tables.filter((table) => countAt(table) > 0);
  const moves: SeatMove[] = [];
  const move = (player: PlayerId, from: SeatRef, to: SeatRef, reason: MoveReason) => {
    moves.push({ player, from, to, reason });
    placeAt(work, null, from);
    placeAt(work, player, to);
  };
  const players = playerCount(work);
  if (work.tables.length > 1 && players <= work.tableSize) {
    const final = inBreakOrder(work).at(-1) as FloorTable;
    const seats = shuffled(
      Array.from({ length: work.tableSize }, (_, i) => i + 1),
      random,
    );
    const everyone = work.tables.flatMap((table) =>
      table.seats.flatMap((occupant, i) =>
        occupant === null ? [] : [{ player: occupant, from: { table: table.id, seat: i + 1 } }],
      ),
    );
    return everyone.map(({ player, from }, i) => ({
      player,
      from,
      to: { table: final.id, seat: seats[i] as number },
      reason: 'final' as const,
    }));
  }
  while (work.tables.length > 1 && players <= (work.tables.length - 1) * work.tableSize) {
    const broken = inBreakOrder(work)[0] as FloorTable;
    broken.seats.forEach((occupant, i) => {
      if (occupant === null) return;
      const to = drawOpenSeat(work, random, broken.id);
      if (to) move(occupant, { table: broken.id, seat: i + 1 }, to, 'break');
    });
    work.tables = work.tables.filter((table) => table.id !== broken.id);
  }
  for (;;) {
    const counts = work.tables.map(countAt);
    const most = Math.max(...counts);
    const least = Math.min(...counts);
    if (work.tables.length < 2 || most - least <= 1) break;
    const from = [...work.tables].sort((a, b) => countAt(b) - countAt(a) || a.id - b.id)[0] as FloorTable;
    const to = shortest(work.tables);
    const seatIndex = playerToMove(from, random);
    const player = from.seats[seatIndex] as PlayerId;
    move(
      player,
      { table: from.id, seat: seatIndex + 1 },
      { table: to.id, seat: pick(emptySeats(to), random) },
      'balance',
    );
  }
  return moves;
}
