import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { HomeBanner, SaveBannerBody, StaffBanner } from '../../shared/contract/home-banners';
import { STATES, stateByShort } from '../../shared/states';
import type { Db } from '../db/client';
import { articles, homeBanners, majorEvents } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { listMajorEvents } from './major-events';
import { featuredArticles, publicAt, stateIdArray } from './news';
import { recordStaffChange } from './staff-audit';

type BannerRow = typeof homeBanners.$inferSelect;
type MajorRow = typeof majorEvents.$inferSelect;
type ArticleRow = typeof articles.$inferSelect;

/** How many featured articles the default carousel shows after the major events. */
const DEFAULT_NEWS = 3;

const dayText = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
const datesOf = (m: MajorRow) =>
  m.startsOn === m.endsOn ? dayText(m.startsOn) : `${dayText(m.startsOn)} - ${dayText(m.endsOn)}`;
const majorPath = (m: { aplpt: boolean; urlName: string }) =>
  `/${m.aplpt ? 'aplpt' : 'major-events'}/${m.urlName}`;

/** Today's carousel when the office has set none: the major events, then three featured news. */
async function defaultBanners(
  db: Db,
  stateShort: string | undefined,
  now: Date,
  today: string,
): Promise<HomeBanner[]> {
  const [events, news] = await Promise.all([
    listMajorEvents(db, { stateShort, aplpt: false, today }),
    featuredArticles(db, stateShort, now),
  ]);
  return [
    ...events.map((e) => ({
      key: `event-${e.id}`,
      title: e.name,
      subtitle: e.eventDateRangeDescription,
      image: e.bannerUrl,
      to: `/major-events/${e.urlName}`,
    })),
    ...news.slice(0, DEFAULT_NEWS).map((n) => ({
      key: `news-${n.urlName}`,
      title: n.name,
      subtitle: 'News',
      image: n.bannerUrl ?? '',
      to: `/news/${n.urlName}`,
    })),
  ];
}

/** Banners shown at `now` in a state (or in every state when none is given). */
const activeIn = (stateId: number | undefined, now: Date) =>
  and(
    or(isNull(homeBanners.activeFrom), lte(homeBanners.activeFrom, now)),
    or(isNull(homeBanners.activeTo), gt(homeBanners.activeTo, now)),
    stateId === undefined
      ? undefined
      : sql`(cardinality(${homeBanners.stateIds}) = 0 or ${homeBanners.stateIds} && ${stateIdArray([stateId])})`,
  );

/**
 * The home carousel for a state: the office's banners active now, in their order (a banner whose article is not
 * public, or not in the state, is left out), or the default when none is.
 */
export async function homeBannersFor(
  db: Db,
  stateShort: string | undefined,
  now: Date,
  today: string,
): Promise<HomeBanner[]> {
  const stateId = stateShort ? stateByShort(stateShort)?.id : undefined;
  const rows = await db
    .select({ banner: homeBanners, major: majorEvents, article: articles })
    .from(homeBanners)
    .leftJoin(majorEvents, eq(majorEvents.id, homeBanners.majorEventId))
    .leftJoin(articles, and(eq(articles.id, homeBanners.articleId), publicAt(now)))
    .where(activeIn(stateId, now))
    .orderBy(asc(homeBanners.position), asc(homeBanners.id));
  const shown = rows.flatMap(({ banner, major, article }) => {
    const slide = slideOf(banner, major, article);
    return slide ? [slide] : [];
  });
  return shown.length ? shown : defaultBanners(db, stateShort, now, today);
}

function slideOf(banner: BannerRow, major: MajorRow | null, article: ArticleRow | null): HomeBanner | null {
  const key = `banner-${banner.id}`;
  if (banner.kind === 'major_event') {
    if (!major) return null;
    return {
      key,
      title: banner.title || major.name,
      subtitle: banner.subtitle || datesOf(major),
      image: banner.imageUrl ?? major.bannerUrl,
      to: majorPath(major),
    };
  }
  if (banner.kind === 'news') {
    if (!article) return null;
    return {
      key,
      title: banner.title || article.name,
      subtitle: banner.subtitle || 'News',
      image: banner.imageUrl ?? article.bannerUrl ?? '',
      to: `/news/${article.urlName}`,
    };
  }
  return {
    key,
    title: banner.title,
    subtitle: banner.subtitle,
    image: banner.imageUrl ?? '',
    to: banner.linkUrl ?? '/',
  };
}

const shortsOf = (ids: readonly number[]) =>
  STATES.filter((s) => ids.includes(s.id)).map((s) => s.short) as StaffBanner['states'];

function staffBannerOf(banner: BannerRow, major: MajorRow | null, article: ArticleRow | null): StaffBanner {
  return {
    id: banner.id,
    kind: banner.kind,
    majorEventId: banner.majorEventId,
    articleUrlName: article?.urlName ?? null,
    linkUrl: banner.linkUrl,
    title: banner.title,
    subtitle: banner.subtitle,
    imageUrl: banner.imageUrl,
    position: banner.position,
    activeFrom: banner.activeFrom?.toISOString() ?? null,
    activeTo: banner.activeTo?.toISOString() ?? null,
    states: shortsOf(banner.stateIds),
    targetName: major?.name ?? article?.name ?? banner.linkUrl ?? '',
  };
}

/** Every banner the office has set, in the carousel's order. */
export async function listStaffBanners(db: Db): Promise<StaffBanner[]> {
  const rows = await db
    .select({ banner: homeBanners, major: majorEvents, article: articles })
    .from(homeBanners)
    .leftJoin(majorEvents, eq(majorEvents.id, homeBanners.majorEventId))
    .leftJoin(articles, eq(articles.id, homeBanners.articleId))
    .orderBy(asc(homeBanners.position), asc(homeBanners.id));
  return rows.map(({ banner, major, article }) => staffBannerOf(banner, major, article));
}

/** The target's row by the body, or a field error. */
async function targetOf(tx: Db, body: SaveBannerBody) {
  if (body.kind === 'major_event') {
    const [major] = await tx
      .select({ id: majorEvents.id })
      .from(majorEvents)
      .where(eq(majorEvents.id, body.majorEventId ?? 0));
    if (!major)
      throw badRequest('No major event has this id.', { majorEventId: 'No major event has this id.' });
    return { majorEventId: major.id, articleId: null, linkUrl: null };
  }
  if (body.kind === 'news') {
    const [article] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.kind, 'news'), eq(articles.urlName, body.articleUrlName.toLowerCase())));
    const message = 'No news article has this URL name.';
    if (!article) throw badRequest(message, { articleUrlName: message });
    return { majorEventId: null, articleId: article.id, linkUrl: null };
  }
  return { majorEventId: null, articleId: null, linkUrl: body.linkUrl };
}

async function bannerById(tx: Db, id: number) {
  const [row] = await tx
    .select({ banner: homeBanners, major: majorEvents, article: articles })
    .from(homeBanners)
    .leftJoin(majorEvents, eq(majorEvents.id, homeBanners.majorEventId))
    .leftJoin(articles, eq(articles.id, homeBanners.articleId))
    .where(eq(homeBanners.id, id));
  if (!row) throw notFound('No banner has this id.');
  return staffBannerOf(row.banner, row.major, row.article);
}

/** Creates (placed last) or updates a banner, audited in the same transaction. */
export async function saveHomeBanner(db: Db, actorId: number, body: SaveBannerBody, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = body.id === undefined ? null : await bannerById(tx, body.id);
    const values = {
      kind: body.kind,
      ...(await targetOf(tx, body)),
      title: body.title,
      subtitle: body.subtitle,
      imageUrl: body.imageUrl || null,
      activeFrom: body.activeFrom ? new Date(body.activeFrom) : null,
      activeTo: body.activeTo ? new Date(body.activeTo) : null,
      stateIds: STATES.filter((s) => body.states.includes(s.short)).map((s) => s.id),
      updatedAt: now,
    };
    let id: number;
    if (before) {
      await tx.update(homeBanners).set(values).where(eq(homeBanners.id, before.id));
      id = before.id;
    } else {
      const [{ last } = { last: 0 }] = await tx
        .select({ last: sql<number>`coalesce(max(${homeBanners.position}), 0)::int` })
        .from(homeBanners);
      const [created] = await tx
        .insert(homeBanners)
        .values({ ...values, position: last + 1 })
        .returning({ id: homeBanners.id });
      if (!created) throw notFound('No banner has this id.');
      id = created.id;
    }
    const after = await bannerById(tx, id);
    await recordStaffChange(
      tx,
      {
        actorId,
        action: before ? 'banner.update' : 'banner.create',
        entity: 'home_banner',
        entityId: id,
        before,
        after,
      },
      now,
    );
    return after;
  });
}

/** Puts the banners in the order given (every banner, each once), audited. */
export async function orderHomeBanners(db: Db, actorId: number, ids: number[], now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: homeBanners.id, position: homeBanners.position })
      .from(homeBanners)
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || ids.some((id) => !known.has(id))) {
      const message = 'Please list every banner once, as the list now stands.';
      throw badRequest(message, { ids: message });
    }
    for (const [index, id] of ids.entries())
      await tx
        .update(homeBanners)
        .set({ position: index + 1 })
        .where(eq(homeBanners.id, id));
    await recordStaffChange(
      tx,
      {
        actorId,
        action: 'banner.order',
        entity: 'home_banner',
        entityId: 'all',
        before: [...rows].sort((a, b) => a.position - b.position).map((r) => r.id),
        after: ids,
      },
      now,
    );
    return listStaffBanners(tx);
  });
}

export async function removeHomeBanner(db: Db, actorId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await bannerById(tx, id);
    await tx.delete(homeBanners).where(eq(homeBanners.id, id));
    await recordStaffChange(
      tx,
      { actorId, action: 'banner.remove', entity: 'home_banner', entityId: id, before, after: null },
      now,
    );
    return listStaffBanners(tx);
  });
}
