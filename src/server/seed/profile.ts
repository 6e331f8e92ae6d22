import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Photos from the demo members' own games (the gallery seed photographs only some events), so their
 * profiles' galleries and the dashboard's first four photos have something to show.
 */
export async function seedDemoPhotos(db: Db) {
  await db.execute(sql`
    insert into photos (venue_id, event_id, season_id, state_id, region_id, large_url, medium_url, caption, featured, taken_at)
    select e.venue_id, e.id, e.season_id, e.state_id, e.region_id,
      '/media/photos/photo-' || lpad((1 + (e.id + k) % 12)::text, 2, '0') || '.svg',
      '/media/photos/photo-' || lpad((1 + (e.id + k) % 12)::text, 2, '0') || '.svg',
      e.title || ' - ' || e.game_type, false, e.starts_at + make_interval(hours => 1 + k)
    from (
      select distinct on (r.member_id, r.event_id) r.event_id,
        row_number() over (partition by r.member_id order by r.event_id desc) as n
      from results r join members m on m.id = r.member_id
      where m.email in ('member@example.com', 'rival@example.com')
    ) mine
    join events e on e.id = mine.event_id
    cross join generate_series(0, 1) as k
    where mine.n <= 4`);
}
