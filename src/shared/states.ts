import { compareCodeUnits } from './compare';
export const STATES = [
  { id: 1, name: 'Victoria', short: 'VIC' },
  { id: 2, name: 'New South Wales', short: 'NSW' },
  { id: 3, name: 'Western Australia', short: 'WA' },
  { id: 4, name: 'South Australia', short: 'SA' },
  { id: 5, name: 'Queensland', short: 'QLD' },
  { id: 6, name: 'Tasmania', short: 'TAS' },
  { id: 7, name: 'Northern Territory', short: 'NT' },
  { id: 8, name: 'Australian Capital Territory', short: 'ACT' },
] as const;

export type StateShort = (typeof STATES)[number]['short'];

/** State ids by short name (the seed and the original backend agree). */
export const STATE_ID = { VIC: 1, NSW: 2, WA: 3, SA: 4, QLD: 5, TAS: 6, NT: 7, ACT: 8 } as const;

export const DEFAULT_STATE_ID = STATE_ID.VIC;

export const BRANDS = { three8Pl: 1, apl: 2 } as const;
export const DEFAULT_BRAND_ID = BRANDS.apl;

export const statesByShort = [...STATES].sort((a, b) => compareCodeUnits(a.short, b.short));

export function stateById(id: number | null | undefined) {
  return STATES.find((s) => s.id === id);
}

export function stateByShort(short: string) {
  const upper = short.toUpperCase();
  return STATES.find((s) => s.short === upper);
}

/** Each state's IANA time zone, for turning a venue's local start time into an instant. */
export const STATE_TIME_ZONES: Record<number, string> = {
  1: 'Australia/Melbourne',
  2: 'Australia/Sydney',
  3: 'Australia/Perth',
  4: 'Australia/Adelaide',
  5: 'Australia/Brisbane',
  6: 'Australia/Hobart',
  7: 'Australia/Darwin',
  8: 'Australia/Sydney',
};

/** A state's time zone; Sydney's when the state is unknown or not given. */
export const timeZoneOf = (stateId: number | null | undefined) =>
  (stateId ? STATE_TIME_ZONES[stateId] : undefined) ?? 'Australia/Sydney';
