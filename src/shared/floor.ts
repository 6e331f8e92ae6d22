import { DEAL_METHODS, type DealMethod, dealAmounts, dealInputError } from './deals';
import { PAYOUT_PRESETS, type PayoutPresetName, payoutsError, prizePool, proposePayouts } from './payouts';
import {
  applyMoves,
  drawSeats,
  type Floor,
  nextMoves,
  removePlayer,
  type SeatMove,
  type SeatRef,
  seatEntry,
  seatOf,
} from './seating';

/**
 * The tournament floor of one event (issue 35) as a log of commands: the state is the fold of the commands the
 * director made, in order, less the ones undone. A command is stored resolved (the seats it drew, the moves it
 * made), so replaying the log gives the same floor every time; what the director sends is an intent, which
 * `resolveIntent` turns into a command with the random draws made. Pure: the server and the tests run the same
 * rules.
 */

export interface FloorSettings {
  /** Seats at a table, 2 to 10. */
  tableSize: number;
  /** Of each buy-in or re-entry, the dollars that go to the prize pool (the buy-in less the fee and the bounty). */
  entryToPool: number;
  rebuyToPool: number;
  addOnToPool: number;
  /** Dollars of each entry paid to the player who knocks it out (0: no bounties). */
  bounty: number;
  /** The least the pool holds (0: none). */
  guarantee: number;
  /** Entries, re-entries and rebuys are taken up to the end of this level; 0: until the director closes them. */
  lateRegistrationLevel: number;
  preset: PayoutPresetName;
  /** The director's own payouts, first place first; null: the preset's proposal for the field. */
  payouts: number[] | null;
  /** Tables in the order they break (the TDA's predetermined order); tables not named break highest first. */
  breakOrder: number[];
}

export interface FloorEntry {
  /** 1-based, in the order entered: the player id the seating rules use. */
  id: number;
  memberId: number | null;
  playerName: string;
  /** The entry this one re-enters (the same player, out before). */
  reEntryOf: number | null;
  rebuys: number;
  addOn: boolean;
  /** The order out (1: the first out), or null while playing. */
  out: number | null;
  eliminatedBy: number | null;
}

export interface DealShare {
  entry: number;
  stack: number;
  amount: number;
}

export interface FloorDeal {
  method: DealMethod;
  shares: DealShare[];
}

export interface RecordedMove extends SeatMove {
  /** The command's position in the log: moves of one bust-out share it. */
  at: number;
}

export type FloorCommand =
  | { type: 'settings.set'; settings: Partial<FloorSettings> }
  | {
      type: 'entry.add';
      memberId: number | null;
      playerName: string;
      reEntryOf: number | null;
      seat: SeatRef | null;
      /** When the entry opened a table (every seat was taken), the moves that balance it. */
      moves?: SeatMove[];
    }
  | { type: 'entry.rebuy'; entry: number }
  | { type: 'entry.addon'; entry: number }
  | { type: 'seats.draw'; floor: Floor }
  | { type: 'entry.bust'; entry: number; eliminatedBy: number | null; moves: SeatMove[] }
  | { type: 'deal.record'; deal: FloorDeal };

/** What the console sends: a command before its draws are made. */
export type FloorIntent =
  | { type: 'settings.set'; settings: Partial<FloorSettings> }
  | { type: 'entry.add'; memberId?: number | null; playerName?: string | null; reEntryOf?: number | null }
  | { type: 'entry.rebuy'; entry: number }
  | { type: 'entry.addon'; entry: number }
  | { type: 'seats.draw' }
  | { type: 'entry.bust'; entry: number; eliminatedBy?: number | null }
  | {
      type: 'deal.record';
      method: DealMethod;
      stacks: { entry: number; stack: number }[];
      amounts?: number[] | null;
    };

export const FLOOR_INTENT_TYPES = [
  'settings.set',
  'entry.add',
  'entry.rebuy',
  'entry.addon',
  'seats.draw',
  'entry.bust',
  'deal.record',
] as const;

export interface FloorState {
  settings: FloorSettings;
  entries: FloorEntry[];
  /** Null until the seats are drawn. */
  floor: Floor | null;
  /** Every move made, the latest last. */
  moves: RecordedMove[];
  deal: FloorDeal | null;
  /** How many commands made this state (the log's length less the undone). */
  version: number;
}

/** A command the rules refuse, with the reason the console shows. */
export class FloorError extends Error {}

export const MIN_TABLE_SIZE = 2;
export const MAX_TABLE_SIZE = 10;

export function initialFloor(settings: FloorSettings): FloorState {
  return { settings, entries: [], floor: null, moves: [], deal: null, version: 0 };
}

const entryOf = (state: FloorState, id: number): FloorEntry => {
  const entry = state.entries.find((e) => e.id === id);
  if (!entry) throw new FloorError(`There is no entry #${id}.`);
  return entry;
};

const playing = (state: FloorState) => state.entries.filter((e) => e.out === null);

/** The player's name as the room reads it. */
export const nameOf = (state: FloorState, id: number) =>
  state.entries.find((e) => e.id === id)?.playerName ?? `#${id}`;

export function settingsError(settings: FloorSettings): string | null {
  if (
    !Number.isInteger(settings.tableSize) ||
    settings.tableSize < MIN_TABLE_SIZE ||
    settings.tableSize > MAX_TABLE_SIZE
  )
    return `Tables seat ${MIN_TABLE_SIZE} to ${MAX_TABLE_SIZE} players.`;
  for (const key of [
    'entryToPool',
    'rebuyToPool',
    'addOnToPool',
    'bounty',
    'guarantee',
    'lateRegistrationLevel',
  ] as const)
    if (!Number.isInteger(settings[key]) || settings[key] < 0)
      return `${key} must be a whole number, 0 or more.`;
  if (!(settings.preset in PAYOUT_PRESETS)) return 'Choose one of the payout structures.';
  return null;
}

/** The pool: the entries, rebuys and add-ons' prize money, or the guarantee when that is more. */
export function floorPrizePool(state: FloorState): number {
  const { settings, entries } = state;
  return prizePool({
    entries: entries.length,
    entryToPool: settings.entryToPool,
    rebuys: entries.reduce((sum, e) => sum + e.rebuys, 0),
    rebuyToPool: settings.rebuyToPool,
    addOns: entries.filter((e) => e.addOn).length,
    addOnToPool: settings.addOnToPool,
    guarantee: entries.length > 0 ? settings.guarantee : 0,
  });
}

/** The payouts, first place first: the director's own while they still sum to the pool, else the preset's. */
export function floorPayouts(state: FloorState): number[] {
  const pool = floorPrizePool(state);
  const own = state.settings.payouts;
  if (own && payoutsError(own, pool) === null) return own;
  return pool > 0 ? proposePayouts(pool, state.entries.length, PAYOUT_PRESETS[state.settings.preset]) : [];
}

/** Each player's bounties: the number of entries they knocked out (each pays the eliminator the bounty). */
export function knockouts(state: FloorState): Map<number, number> {
  const counts = new Map<number, number>();
  for (const e of state.entries)
    if (e.eliminatedBy !== null) counts.set(e.eliminatedBy, (counts.get(e.eliminatedBy) ?? 0) + 1);
  return counts;
}

/** The latest entry of each player: the one that places them in the results. */
export function standingEntries(state: FloorState): FloorEntry[] {
  const reEntered = new Set(state.entries.flatMap((e) => (e.reEntryOf === null ? [] : [e.reEntryOf])));
  return state.entries.filter((e) => !reEntered.has(e.id));
}

/** The finishing order: the player left first, then the last out; each player once, by their latest entry. */
export function finishingOrder(state: FloorState): FloorEntry[] {
  const standing = standingEntries(state);
  const left = standing.filter((e) => e.out === null);
  const out = standing.filter((e) => e.out !== null).sort((a, b) => (b.out as number) - (a.out as number));
  return [...left, ...out];
}

/** Each place's prize: the deal's amount for the players in it, the payouts for the others. */
export function prizesByPlace(state: FloorState): { entry: FloorEntry; place: number; amount: number }[] {
  const payouts = floorPayouts(state);
  const dealt = new Map(state.deal?.shares.map((s) => [s.entry, s.amount]) ?? []);
  return finishingOrder(state).map((entry, i) => ({
    entry,
    place: i + 1,
    amount: dealt.get(entry.id) ?? (state.deal && i < state.deal.shares.length ? 0 : (payouts[i] ?? 0)),
  }));
}

/** What is left to pay when `players` remain: the payouts from place `players` up to first. */
export const remainingPayouts = (state: FloorState, players: number) => floorPayouts(state).slice(0, players);

function sameFloorPlayers(state: FloorState, floor: Floor) {
  const seated = floor.tables
    .flatMap((t) => t.seats.filter((s): s is number => s !== null))
    .sort((a, b) => a - b);
  const expected = playing(state)
    .map((e) => e.id)
    .sort((a, b) => a - b);
  return seated.length === expected.length && seated.every((id, i) => id === expected[i]);
}

/** The floor without the player, breaking tables in the director's order. */
function withoutSeat(state: FloorState, id: number): Floor | null {
  return state.floor ? { ...removePlayer(state.floor, id), breakOrder: state.settings.breakOrder } : null;
}

/** Applies a resolved command; a command the rules refuse throws a FloorError and changes nothing. */
export function applyCommand(state: FloorState, command: FloorCommand): FloorState {
  const version = state.version + 1;
  if (state.deal && command.type !== 'entry.bust')
    throw new FloorError('The deal is made: only the play for places goes on.');
  switch (command.type) {
    case 'settings.set': {
      const settings = { ...state.settings, ...command.settings };
      const error = settingsError(settings);
      if (error) throw new FloorError(error);
      if (state.floor && settings.tableSize !== state.settings.tableSize)
        throw new FloorError('The seats are drawn: the table size is set.');
      if (settings.payouts) {
        const payoutError = payoutsError(settings.payouts, floorPrizePool({ ...state, settings }));
        if (payoutError) throw new FloorError(payoutError);
      }
      return { ...state, settings, version };
    }
    case 'entry.add': {
      const name = command.playerName.trim();
      if (!name) throw new FloorError('Name the player.');
      if (command.memberId !== null && playing(state).some((e) => e.memberId === command.memberId))
        throw new FloorError(`${name} is already playing.`);
      // A member who played is placed once in the results: their next entry re-enters the last one.
      if (
        command.memberId !== null &&
        command.reEntryOf === null &&
        state.entries.some((e) => e.memberId === command.memberId)
      )
        throw new FloorError(`${name} has played already: that is a re-entry.`);
      if (command.reEntryOf !== null) {
        const earlier = entryOf(state, command.reEntryOf);
        if (earlier.out === null)
          throw new FloorError(`${earlier.playerName} is still playing: that is a rebuy.`);
        if (state.entries.some((e) => e.reEntryOf === earlier.id))
          throw new FloorError(`${earlier.playerName} has re-entered already.`);
      }
      const id = state.entries.length + 1;
      const entry: FloorEntry = {
        id,
        memberId: command.memberId,
        playerName: name,
        reEntryOf: command.reEntryOf,
        rebuys: 0,
        addOn: false,
        out: null,
        eliminatedBy: null,
      };
      let floor = state.floor;
      if (floor) {
        const seat = command.seat;
        if (!seat) throw new FloorError('The seats are drawn: a new entry needs a seat.');
        if (!floor.tables.some((t) => t.id === seat.table))
          floor = {
            ...floor,
            tables: [...floor.tables, { id: seat.table, seats: new Array(floor.tableSize).fill(null) }],
          };
        const table = floor.tables.find((t) => t.id === seat.table);
        if (!table || seat.seat < 1 || seat.seat > floor.tableSize || table.seats[seat.seat - 1] !== null)
          throw new FloorError('That seat is taken.');
        floor = {
          ...floor,
          tables: floor.tables.map((t) =>
            t.id === seat.table ? { ...t, seats: t.seats.map((s, i) => (i === seat.seat - 1 ? id : s)) } : t,
          ),
        };
      }
      const moves = command.moves ?? [];
      if (floor && moves.length > 0) floor = applyMoves(floor, moves);
      return {
        ...state,
        entries: [...state.entries, entry],
        floor,
        moves:
          moves.length > 0 ? [...state.moves, ...moves.map((m) => ({ ...m, at: version }))] : state.moves,
        version,
      };
    }
    case 'entry.rebuy': {
      const entry = entryOf(state, command.entry);
      if (entry.out !== null) throw new FloorError(`${entry.playerName} is out: that is a re-entry.`);
      return {
        ...state,
        entries: state.entries.map((e) => (e.id === entry.id ? { ...e, rebuys: e.rebuys + 1 } : e)),
        version,
      };
    }
    case 'entry.addon': {
      const entry = entryOf(state, command.entry);
      if (entry.out !== null) throw new FloorError(`${entry.playerName} is out.`);
      if (entry.addOn) throw new FloorError(`${entry.playerName} has taken the add-on.`);
      return {
        ...state,
        entries: state.entries.map((e) => (e.id === entry.id ? { ...e, addOn: true } : e)),
        version,
      };
    }
    case 'seats.draw': {
      if (state.floor) throw new FloorError('The seats are drawn already.');
      if (playing(state).length < 2) throw new FloorError('Enter at least two players before the draw.');
      if (!sameFloorPlayers(state, command.floor)) throw new FloorError('The draw must seat every player.');
      return { ...state, floor: command.floor, version };
    }
    case 'entry.bust': {
      const entry = entryOf(state, command.entry);
      if (entry.out !== null) throw new FloorError(`${entry.playerName} is out already.`);
      if (playing(state).length < 2) throw new FloorError('The winner is the last player left.');
      if (command.eliminatedBy !== null) {
        const by = entryOf(state, command.eliminatedBy);
        if (by.out !== null || by.id === entry.id)
          throw new FloorError('The eliminator must be a player still playing.');
      }
      if (state.deal && !state.deal.shares.some((s) => s.entry === entry.id))
        throw new FloorError(`${entry.playerName} is not in the deal.`);
      const out = state.entries.filter((e) => e.out !== null).length + 1;
      const floor = state.floor ? applyMoves(withoutSeat(state, entry.id) as Floor, command.moves) : null;
      return {
        ...state,
        entries: state.entries.map((e) =>
          e.id === entry.id ? { ...e, out, eliminatedBy: command.eliminatedBy } : e,
        ),
        floor,
        moves: [...state.moves, ...command.moves.map((m) => ({ ...m, at: version }))],
        version,
      };
    }
    case 'deal.record': {
      const left = playing(state);
      const shares = command.deal.shares;
      if (left.length < 2) throw new FloorError('A deal needs two players or more.');
      if (shares.length !== left.length || !left.every((e) => shares.some((s) => s.entry === e.id)))
        throw new FloorError('The deal must include every player left.');
      const total = remainingPayouts(state, left.length).reduce((sum, a) => sum + a, 0);
      const agreed = shares.reduce((sum, s) => sum + s.amount, 0);
      if (shares.some((s) => !Number.isInteger(s.amount) || s.amount < 0) || agreed !== total)
        throw new FloorError(`The deal must share out $${total.toLocaleString('en-AU')} in whole dollars.`);
      return { ...state, deal: command.deal, version };
    }
  }
}

/** Turns the console's intent into a command, drawing what must be drawn; refused intents throw a FloorError. */
export function resolveIntent(
  state: FloorState,
  intent: FloorIntent,
  random: () => number,
  member?: { memberId: number; playerName: string } | null,
): FloorCommand {
  switch (intent.type) {
    case 'settings.set':
    case 'entry.rebuy':
    case 'entry.addon':
      return intent;
    case 'entry.add': {
      // A member who is out and enters again re-enters their latest entry.
      const earlier = intent.reEntryOf
        ? entryOf(state, intent.reEntryOf)
        : member
          ? (standingEntries(state).find((e) => e.memberId === member.memberId) ?? null)
          : null;
      const memberId = member?.memberId ?? earlier?.memberId ?? null;
      const playerName = member?.playerName ?? earlier?.playerName ?? intent.playerName?.trim() ?? '';
      const id = state.entries.length + 1;
      const reEntryOf = earlier?.id ?? null;
      if (!state.floor) return { type: 'entry.add', memberId, playerName, reEntryOf, seat: null };
      const seated = seatEntry(state.floor, id, random);
      // A table opened for the entry is filled from the others at once, as after a bust-out.
      const moves = nextMoves(seated.floor, random);
      return {
        type: 'entry.add',
        memberId,
        playerName,
        reEntryOf,
        seat: seated.seat,
        ...(moves.length > 0 ? { moves } : {}),
      };
    }
    case 'seats.draw':
      return {
        type: 'seats.draw',
        floor: drawSeats(
          playing(state).map((e) => e.id),
          state.settings.tableSize,
          random,
        ),
      };
    case 'entry.bust': {
      const floor = withoutSeat(state, intent.entry);
      const moves = floor && seatOf(state.floor as Floor, intent.entry) ? nextMoves(floor, random) : [];
      return { type: 'entry.bust', entry: intent.entry, eliminatedBy: intent.eliminatedBy ?? null, moves };
    }
    case 'deal.record': {
      if (!DEAL_METHODS.includes(intent.method)) throw new FloorError('Choose even, chip chop or ICM.');
      const left = playing(state).length;
      const payouts = remainingPayouts(state, left);
      const stacks = intent.stacks.map((s) => s.stack);
      const error = dealInputError(stacks, payouts);
      if (error) throw new FloorError(error);
      const amounts = intent.amounts ?? dealAmounts(intent.method, stacks, payouts);
      return {
        type: 'deal.record',
        deal: {
          method: intent.method,
          shares: intent.stacks.map((s, i) => ({ entry: s.entry, stack: s.stack, amount: amounts[i] ?? 0 })),
        },
      };
    }
  }
}

/** The state a log of commands makes (the undone ones left out by the caller). */
export function replay(settings: FloorSettings, commands: readonly FloorCommand[]): FloorState {
  return commands.reduce(applyCommand, initialFloor(settings));
}

/** Where an entry sits now, or null. */
export const seatOfEntry = (state: FloorState, id: number): SeatRef | null =>
  state.floor ? seatOf(state.floor, id) : null;

/** Entries, re-entries and rebuys are taken while the clock is at or before the closing level (0: never closes). */
export const lateRegistrationOpen = (settings: FloorSettings, currentRound: number) =>
  settings.lateRegistrationLevel === 0 || currentRound <= settings.lateRegistrationLevel;
