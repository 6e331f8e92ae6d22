import { STATES } from '../../shared/states';
import type { Db } from '../db/client';
import { gameScoreboards, venueDays, venues } from '../db/schema';
import { insertRows } from './batch';
import type { SeedLocality } from './geography';
import {
  ANIMAL_PUBS,
  AREA_CODES,
  CLUB_KINDS,
  PUB_ADJECTIVES,
  PUB_NOUNS,
  STREET_NAMES,
  STREET_TYPES,
} from './names';
import type { Random } from './random';

/** Share of venues per state, roughly following where pub poker is played. */
const STATE_WEIGHTS: Record<number, number> = {
  1: 0.26,
  2: 0.26,
  3: 0.1,
  4: 0.08,
  5: 0.17,
  6: 0.05,
  7: 0.04,
  8: 0.04,
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const START_TIMES = ['19:00', '19:30', '18:30', '20:00', '13:00', '14:00'];

/** Most pub poker is played in the big cities, so two venues in three go to their regions. */
const URBAN_REGION =
  /Melbourne|Sydney|Brisbane|Perth|Adelaide|Hobart|Darwin|Capital Territory|Gold Coast|Newcastle|Geelong|Illawarra|Sunshine Coast/;

export function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function venueName(random: Random, suburb: string) {
  const style = random.int(0, 5);
  if (style === 0) return `${suburb} Hotel`;
  if (style === 1) return `${suburb} ${random.pick(CLUB_KINDS)}`;
  if (style === 2) return `The ${random.pick(ANIMAL_PUBS)} Hotel`;
  if (style === 3) return `${random.pick(PUB_ADJECTIVES)} ${random.pick(PUB_NOUNS)} ${suburb}`;
  if (style === 4) return `The ${random.pick(PUB_ADJECTIVES)} ${random.pick(PUB_NOUNS)}`;
  return `${suburb} Tavern`;
}

function phone(random: Random, stateId: number) {
  const area = AREA_CODES[stateId] ?? '03';
  return `(${area}) ${random.int(5000, 9899)} ${String(random.int(0, 9999)).padStart(4, '0')}`;
}

function description(random: Random, name: string, suburb: string, days: string[]) {
  const vibe = random.pick([
    'a friendly local with a big beer garden',
    'a family-run pub with a bistro that feeds the table between levels',
    'a busy club room with plenty of parking',
    'a heritage pub on the main street',
    'a sports bar with big screens and a regular crowd',
  ]);
  return `${name} is ${vibe} in ${suburb}. Poker runs every ${days.join(' and ')}; arrive 30 minutes early to register. Free to play, prizes and league points every game.`;
}

export interface SeedVenue {
  id: number;
  stateId: number;
}

/** Places count venues at real delivery-area localities, with game days and scoreboards. */
export async function seedVenues(db: Db, random: Random, places: SeedLocality[], count: number) {
  const byState = new Map<number, { urban: SeedLocality[]; other: SeedLocality[] }>();
  for (const place of places) {
    if (!place.deliveryArea || place.regionId === null) continue;
    const lists = byState.get(place.stateId) ?? { urban: [], other: [] };
    (URBAN_REGION.test(place.regionName) ? lists.urban : lists.other).push(place);
    byState.set(place.stateId, lists);
  }

  const usedSlugs = new Set<string>();
  const rows: (typeof venues.$inferInsert)[] = [];
  const schedules: { days: { weekday: number; boards: string[] }[] }[] = [];
  for (const state of STATES) {
    const { urban = [], other = [] } = byState.get(state.id) ?? {};
    const target = Math.max(6, Math.round(count * (STATE_WEIGHTS[state.id] ?? 0.05)));
    for (let i = 0; i < target; i++) {
      const isRaiseRoom = state.id === 1 && i === 0;
      const pool = other.length === 0 || (urban.length > 0 && random.chance(0.67)) ? urban : other;
      const place = isRaiseRoom ? urban.find((p) => p.suburb === 'Southbank') : random.pick(pool);
      if (!place) continue;
      let name = isRaiseRoom ? 'The Raise Room Southbank' : venueName(random, place.suburb);
      let slug = slugify(name);
      if (usedSlugs.has(slug)) {
        name = `${name} ${place.suburb}`;
        slug = slugify(`${name}-${place.postcode}`);
      }
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
      usedSlugs.add(slug);

      const dayCount = random.chance(0.3) ? 2 : 1;
      const weekdays = new Set<number>();
      while (weekdays.size < dayCount) weekdays.add(random.int(0, 6));
      const days = [...weekdays]
        .sort((a, b) => a - b)
        .map((weekday) => ({
          weekday,
          boards: random.chance(0.25) ? ['Main Event', 'Second Chance'] : ['Main Event'],
        }));
      schedules.push({ days });

      rows.push({
        name,
        slug,
        address: `${random.int(1, 420)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}, ${place.suburb} ${state.short} ${place.postcode}`,
        suburb: place.suburb,
        postcode: place.postcode,
        stateId: state.id,
        regionId: place.regionId,
        // Spread venues a few hundred metres around the locality centre so pins do not stack.
        lat: place.lat + (random.next() - 0.5) * 0.01,
        lng: place.lng + (random.next() - 0.5) * 0.01,
        phone: random.chance(0.9) ? phone(random, state.id) : null,
        description: description(
          random,
          name,
          place.suburb,
          days.map((d) => WEEKDAYS[d.weekday] ?? ''),
        ),
        brandName: random.chance(0.2) ? 'ALH Hotels' : 'APL',
      });
    }
  }

  const inserted: SeedVenue[] = [];
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    inserted.push(
      ...(await db.insert(venues).values(chunk).returning({ id: venues.id, stateId: venues.stateId })),
    );
  }

  const dayRows = inserted.flatMap((venue, i) =>
    (schedules[i]?.days ?? []).map((d) => ({
      venueId: venue.id,
      weekday: d.weekday,
      name: WEEKDAYS[d.weekday] ?? '',
    })),
  );
  const insertedDays: { id: number; venueId: number; weekday: number }[] = [];
  for (let i = 0; i < dayRows.length; i += 3000) {
    insertedDays.push(
      ...(await db
        .insert(venueDays)
        .values(dayRows.slice(i, i + 3000))
        .returning({ id: venueDays.id, venueId: venueDays.venueId, weekday: venueDays.weekday })),
    );
  }
  const scheduleByVenue = new Map(inserted.map((v, i) => [v.id, schedules[i]?.days ?? []]));
  const boardRows = insertedDays.flatMap((day) => {
    const boards = scheduleByVenue.get(day.venueId)?.find((d) => d.weekday === day.weekday)?.boards ?? [];
    const first = random.pick(START_TIMES);
    return boards.map((board, i) => ({
      venueDayId: day.id,
      name: `${WEEKDAYS[day.weekday]} ${board}`,
      startTime: i === 0 ? first : '21:30',
    }));
  });
  await insertRows(db, gameScoreboards, boardRows, 3000);
  return inserted;
}
