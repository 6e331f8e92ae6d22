import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { RAND_FUNCTION } from './events';
import { newsContent, STATE_STORIES } from './news';

const PHOTO_COUNT = 12;

const NEWS = [
  {
    urlName: 'apl-million-2025-qualifiers-open',
    name: 'APL Million qualifiers are open',
    state: null,
    featured: true,
    banner: 'apl-million',
    days: 2,
  },
  {
    urlName: 'vic-state-championship-dates',
    name: 'VIC State Championship dates announced',
    state: 1,
    featured: true,
    banner: 'state-championships',
    days: 4,
  },
  {
    urlName: 'nsw-grand-final-week',
    name: 'NSW Grand Final week: what you need to know',
    state: 2,
    featured: true,
    banner: 'grand-final',
    days: 5,
  },
  {
    urlName: 'qld-new-venues',
    name: 'Six new Queensland venues join the league',
    state: 5,
    featured: true,
    banner: 'new-season',
    days: 6,
  },
  {
    urlName: 'aplpt-melbourne-recap',
    name: 'APLPT Melbourne: the final table recap',
    state: null,
    featured: true,
    banner: 'aplpt-melbourne',
    days: 8,
  },
  {
    urlName: 'wa-sa-season-launch',
    name: 'WA and SA launch the new season',
    state: 3,
    featured: true,
    banner: 'new-season',
    days: 9,
  },
  {
    urlName: 'how-league-points-work',
    name: 'How league points work',
    state: null,
    featured: false,
    banner: 'news',
    days: 12,
  },
  {
    urlName: 'tournament-director-of-the-year',
    name: 'Tournament director of the year',
    state: null,
    featured: false,
    banner: 'news',
    days: 15,
  },
  {
    urlName: 'apl-responsible-gambling',
    name: 'Playing responsibly with APL',
    state: null,
    featured: false,
    banner: 'news',
    days: 20,
  },
];

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000);

/** News (some featured, some per state), the major events for the banner, and photos of closed games. */
export async function seedContent(db: Db, now: Date) {
  await db.insert(articles).values(
    [...NEWS, ...STATE_STORIES].map((n, i) => ({
      kind: 'news' as const,
      name: n.name,
      urlName: n.urlName,
      excerpt: `${n.name}. Read the full story from the league.`,
      content: newsContent(n, i),
      bannerUrl: `/media/banners/${n.banner}.svg`,
      featured: n.featured,
      stateIds: n.state === null ? [] : [n.state],
      publishAt: day(now, -n.days),
      articleDate: day(now, -n.days),
    })),
  );
  await db.execute(RAND_FUNCTION);
  // About one closed game in forty has photos; a few of those are featured on the home page.
  await db.execute(sql`
    insert into photos (venue_id, event_id, season_id, state_id, region_id, large_url, medium_url, caption, featured, taken_at)
    select e.venue_id, e.id, e.season_id, e.state_id, e.region_id, '/media/photos/photo-' || lpad(n::text, 2, '0') || '.svg',
      '/media/photos/photo-' || lpad(n::text, 2, '0') || '.svg', e.title || ' - ' || e.game_type, pg_temp.seed_rand(e.id, 32) < 0.2,
      e.starts_at + interval '2 hours'
    from events e
    cross join lateral (select 1 + floor(pg_temp.seed_rand(e.id, 31) * ${PHOTO_COUNT})::int as n) pick
    where e.event_status_id = 2 and pg_temp.seed_rand(e.id, 30) < 0.025
  `);
  // The winner and runner-up are tagged in each photo of their game.
  await db.execute(sql`
    insert into photo_players (photo_id, member_id)
    select distinct p.id, r.member_id from photos p join results r on r.event_id = p.event_id and r.place <= 2
    on conflict do nothing
  `);
}
