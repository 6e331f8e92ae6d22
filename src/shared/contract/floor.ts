import { z } from 'zod';
import { DEAL_METHODS, MAX_DEAL_PLAYERS } from '../deals';
import { MAX_TABLE_SIZE, MIN_TABLE_SIZE } from '../floor';
import { PAYOUT_PRESETS, type PayoutPresetName } from '../payouts';
import { idSchema as id, safeText, wholeNumber } from './common';

/*
 * The tournament floor (issue 35): the director's console sends intents (shared/floor.ts), each with an id the
 * console made, so a command sent twice (a retry after a lost answer, the offline queue's resend) counts once.
 */

const presetNames = Object.keys(PAYOUT_PRESETS) as [PayoutPresetName, ...PayoutPresetName[]];
const dollars = wholeNumber(0, 10_000_000);

export const floorSettingsSchema = z.object({
  tableSize: wholeNumber(MIN_TABLE_SIZE, MAX_TABLE_SIZE),
  entryToPool: dollars,
  rebuyToPool: dollars,
  addOnToPool: dollars,
  bounty: dollars,
  guarantee: dollars,
  lateRegistrationLevel: wholeNumber(0, 100),
  preset: z.enum(presetNames),
  payouts: z.array(dollars).min(1).max(500).nullable(),
  breakOrder: z.array(wholeNumber(1, 1000)).max(1000),
});

const entryRef = wholeNumber(1, 10_000);

export const floorIntentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('settings.set'), settings: floorSettingsSchema.partial() }),
  z
    .object({
      type: z.literal('entry.add'),
      memberId: id.nullish(),
      playerName: safeText(80).nullish(),
      reEntryOf: entryRef.nullish(),
    })
    .refine((intent) => Boolean(intent.memberId) || Boolean(intent.playerName) || Boolean(intent.reEntryOf), {
      message: 'give a memberId, a walk-in playerName or the entry re-entering',
      path: ['memberId'],
    }),
  z.object({ type: z.literal('entry.rebuy'), entry: entryRef }),
  z.object({ type: z.literal('entry.addon'), entry: entryRef }),
  z.object({ type: z.literal('seats.draw') }),
  z.object({ type: z.literal('entry.bust'), entry: entryRef, eliminatedBy: entryRef.nullish() }),
  z.object({
    type: z.literal('deal.record'),
    method: z.enum(DEAL_METHODS),
    stacks: z
      .array(z.object({ entry: entryRef, stack: wholeNumber(1, 2_000_000_000) }))
      .min(2)
      .max(MAX_DEAL_PLAYERS),
    amounts: z.array(dollars).min(2).max(MAX_DEAL_PLAYERS).nullish(),
  }),
  /** Takes back the last command not undone; redo makes the latest undone one again. */
  z.object({ type: z.literal('undo') }),
  z.object({ type: z.literal('redo') }),
  /** Closes the event: the results take the finishing order and the prizes (the deal's where one was made). */
  z.object({ type: z.literal('event.close') }),
]);
export type FloorIntentBody = z.infer<typeof floorIntentSchema>;

export const floorCommandBodySchema = z.object({
  /** Made by the console, once per command: a resend of the same id is answered without doing it again. */
  commandId: z.string().uuid(),
  intent: floorIntentSchema,
});
export type FloorCommandBody = z.infer<typeof floorCommandBodySchema>;

const seatRefSchema = z.object({ table: z.number(), seat: z.number() });

export const floorEntrySchema = z.object({
  id: z.number(),
  memberId: z.number().nullable(),
  playerName: z.string(),
  reEntryOf: z.number().nullable(),
  rebuys: z.number(),
  addOn: z.boolean(),
  out: z.number().nullable(),
  eliminatedBy: z.number().nullable(),
  seat: seatRefSchema.nullable(),
  knockouts: z.number(),
});

export const floorMoveSchema = z.object({
  /** The player's name as entered. */
  name: z.string(),
  /** The player's seat ticket (below), null for a walk-in: a phone finds its own moves by it. */
  ticket: z.string().nullable(),
  from: seatRefSchema,
  to: seatRefSchema,
  reason: z.enum(['break', 'balance', 'final']),
  /** The command that made it (a bust-out's moves share one): the console announces the latest. */
  at: z.number(),
});

export const floorDealSchema = z.object({
  method: z.enum(DEAL_METHODS),
  shares: z.array(z.object({ entry: z.number(), name: z.string(), stack: z.number(), amount: z.number() })),
});

/**
 * What every viewer sees (the TV, the event page, pushed as notifyFloorUpdate): the tables, the recent moves,
 * the pool and its payouts. A member's seat ticket is an HMAC of the event and the member, so a phone that
 * asked for its own ticket (GetMySeat) finds its seat in every push without another call, and nobody else
 * learns who is who.
 */
export const publicFloorSchema = z.object({
  eventId: z.number(),
  /** Grows with every command and undo: a viewer keeps the highest it has seen. */
  version: z.number(),
  drawn: z.boolean(),
  tableSize: z.number(),
  tables: z.array(
    z.object({
      table: z.number(),
      seats: z.array(z.object({ seat: z.number(), name: z.string(), ticket: z.string().nullable() })),
    }),
  ),
  /** The latest moves, the latest first (at most 12). */
  recentMoves: z.array(floorMoveSchema),
  entries: z.number(),
  reEntries: z.number(),
  rebuys: z.number(),
  addOns: z.number(),
  playersLeft: z.number(),
  prizePool: z.number(),
  /** First place first. */
  payouts: z.array(z.number()),
  bounty: z.number(),
  lateRegistrationLevel: z.number(),
  deal: floorDealSchema.nullable(),
  closed: z.boolean(),
});
export type PublicFloor = z.infer<typeof publicFloorSchema>;

/** The director's console: everything, with what undo and redo would do. */
export const directorFloorSchema = publicFloorSchema.extend({
  settings: floorSettingsSchema,
  players: z.array(floorEntrySchema),
  /** The last command's moves to announce (empty when it made none). */
  lastMoves: z.array(floorMoveSchema),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  /** What undo would take back, in words ("Bust-out of Ann Lee"), or null. */
  undoLabel: z.string().nullable(),
  redoLabel: z.string().nullable(),
  lateRegistrationOpen: z.boolean(),
  currentRound: z.number(),
});
export type DirectorFloor = z.infer<typeof directorFloorSchema>;

/** A signed-in player's own seat at an event: their ticket for the pushes, and where they sit now. */
export const mySeatSchema = z.object({
  eventId: z.number(),
  ticket: z.string().nullable(),
  playing: z.boolean(),
  seat: seatRefSchema.nullable(),
});
export type MySeat = z.infer<typeof mySeatSchema>;
