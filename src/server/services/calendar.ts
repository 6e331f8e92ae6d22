import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Game } from '../../shared/contract/game';
import { EVENT_STATUS } from '../../shared/event-types';
import { formatBuyIn } from '../../shared/game-rules';
import { formatDollars } from '../../shared/money';
import { LEAGUE_NAME } from '../../shared/site';
import type { Db } from '../db/client';
import { events, members, venues } from '../db/schema';
import { notFound } from '../errors';
import { listFavourites } from './favourites';
import { gameColumns, toGame } from './games';

const GAME_LENGTH_MS = 4 * 60 * 60 * 1000;

/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 folds content lines longer than 75 octets with CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 sequence: step back off continuation bytes.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function vevent(game: Game, origin: string, now: Date): string[] {
  const start = new Date(game.dateTime);
  const details = [
    game.description,
    `Buy-in: ${game.buyInDescription ?? formatBuyIn(game.buyInAmount)}`,
    game.takeHomeAmount > 0 ? `Guarantee: ${formatDollars(game.takeHomeAmount)}` : '',
    game.totalPTCredit > 0 ? `PTC credit: ${game.totalPTCredit} PTC` : '',
    game.eventStatusId === EVENT_STATUS.onHold ? 'This game is on hold.' : '',
    `${origin}/event/${game.id}`,
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:event-${game.id}@apl-poker-league`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + GAME_LENGTH_MS))}`,
    `SUMMARY:${escapeText(`${game.title}: ${game.gameType}`)}`,
    `LOCATION:${escapeText(game.venue.address)}`,
    `GEO:${game.venue.latitude.toFixed(6)};${game.venue.longitude.toFixed(6)}`,
    `DESCRIPTION:${escapeText(details.join('\n'))}`,
    `URL:${origin}/event/${game.id}`,
    `STATUS:${game.eventStatusId === EVENT_STATUS.onHold ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

export function renderCalendar(name: string, games: Game[], origin: string, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${LEAGUE_NAME}//Games//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    ...games.flatMap((game) => vevent(game, origin, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export async function eventCalendar(db: Db, eventId: number, origin: string): Promise<string> {
  const [row] = await db
    .select(gameColumns(null, null))
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(`Event ${eventId} not found`);
  const game = toGame(row);
  return renderCalendar(`${game.title} - ${LEAGUE_NAME}`, [game], origin);
}

/** The private subscription feed of a member's saved games; unknown tokens are 404. */
export async function memberCalendar(db: Db, token: string, origin: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound('No such calendar');
  const [member] = await db.select().from(members).where(eq(members.calendarToken, token));
  if (!member) throw notFound('No such calendar');
  return renderCalendar(`My Poker Games - ${LEAGUE_NAME}`, await listFavourites(db, member.id), origin);
}

/** The member's calendar token (the signed-in member's row, just read), created on first use. */
export async function calendarToken(
  db: Db,
  member: { id: number; calendarToken: string | null },
): Promise<string> {
  if (member.calendarToken) return member.calendarToken;
  const token = randomBytes(24).toString('base64url');
  await db
    .update(members)
    .set({ calendarToken: token })
    .where(and(eq(members.id, member.id), isNull(members.calendarToken)));
  const [row] = await db
    .select({ token: members.calendarToken })
    .from(members)
    .where(eq(members.id, member.id));
  return row?.token ?? token;
}

/** A new calendar token: the old feed address stops working (for a link that was shared or leaked). */
export async function rotateCalendarToken(db: Db, memberId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.update(members).set({ calendarToken: token }).where(eq(members.id, memberId));
  return token;
}
