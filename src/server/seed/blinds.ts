import type { Db } from '../db/client';
import { blindLevels, blindStructures } from '../db/schema';

const BLINDS: [number, number][] = [
  [25, 50],
  [50, 100],
  [75, 150],
  [100, 200],
  [150, 300],
  [200, 400],
  [300, 600],
  [400, 800],
  [500, 1000],
  [600, 1200],
  [800, 1600],
  [1000, 2000],
  [1500, 3000],
  [2000, 4000],
  [3000, 6000],
  [4000, 8000],
  [5000, 10000],
  [6000, 12000],
  [8000, 16000],
  [10000, 20000],
];

const STRUCTURES = [
  { name: 'League Standard', roundMinutes: 15, breakEvery: 4, breakMinutes: 10 },
  { name: 'Turbo', roundMinutes: 10, breakEvery: 6, breakMinutes: 5 },
  { name: 'Deepstack', roundMinutes: 20, breakEvery: 4, breakMinutes: 15 },
];

/** Three blind structures with big-blind antes from level 6 and breaks after every few levels. */
export async function seedBlindStructures(db: Db) {
  for (const structure of STRUCTURES) {
    const [row] = await db
      .insert(blindStructures)
      .values({ name: structure.name })
      .returning({ id: blindStructures.id });
    if (!row) continue;
    await db.insert(blindLevels).values(
      BLINDS.map(([small, big], i) => ({
        structureId: row.id,
        roundNumber: i + 1,
        roundLengthSeconds: structure.roundMinutes * 60,
        smallBlind: small,
        bigBlind: big,
        ante: i >= 5 ? big : 0,
        breakLengthSeconds:
          (i + 1) % structure.breakEvery === 0 && i < BLINDS.length - 1 ? structure.breakMinutes * 60 : 0,
      })),
    );
  }
}
