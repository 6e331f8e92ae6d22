import type { Db } from '../db/client';
import { seasonMonths, seasons } from '../db/schema';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const isoDate = (y: number, m: number, d: number) =>
  `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Half-year seasons per brand: the current one and the two before it, each with its six months. */
export async function seedSeasons(db: Db, now: Date) {
  const currentHalf = now.getUTCFullYear() * 2 + (now.getUTCMonth() >= 6 ? 1 : 0);
  for (const brandId of [2, 1]) {
    for (let offset = -2; offset <= 0; offset++) {
      const half = currentHalf + offset;
      const year = Math.floor(half / 2);
      const firstMonth = (half % 2) * 6;
      const lastDay = new Date(Date.UTC(year, firstMonth + 6, 0)).getUTCDate();
      const [season] = await db
        .insert(seasons)
        .values({
          brandId,
          name: `${year} Season ${(half % 2) + 1}`,
          description: `${MONTH_NAMES[firstMonth]?.slice(0, 3)} - ${MONTH_NAMES[firstMonth + 5]?.slice(0, 3)} ${year}`,
          startsOn: isoDate(year, firstMonth, 1),
          endsOn: isoDate(year, firstMonth + 5, lastDay),
          isCurrent: offset === 0,
        })
        .returning({ id: seasons.id });
      if (!season) continue;
      await db.insert(seasonMonths).values(
        Array.from({ length: 6 }, (_, i) => ({
          seasonId: season.id,
          name: `${MONTH_NAMES[firstMonth + i]} ${year}`,
          monthStart: isoDate(year, firstMonth + i, 1),
        })),
      );
    }
  }
}
