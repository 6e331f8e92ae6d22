import { and, desc, eq, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { NewsArticle, NewsArticleDetail, NewsPage } from '../../shared/contract/content';
import { NEWS_PER_PAGE } from '../../shared/site';
import { stateByShort } from '../../shared/states';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { notFound } from '../errors';

const RELATED_LIMIT = 3;

type ArticleRow = typeof articles.$inferSelect;

const summary = (
  r: Pick<ArticleRow, 'name' | 'urlName' | 'excerpt' | 'bannerUrl' | 'articleDate'>,
): NewsArticle => ({
  name: r.name,
  urlName: r.urlName,
  excerpt: r.excerpt,
  bannerUrl: r.bannerUrl,
  articleDate: r.articleDate.toISOString(),
});

/** A list of state ids as a smallint[] parameter. */
export const stateIdArray = (ids: readonly number[]) =>
  ids.length === 0
    ? sql`'{}'::smallint[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::smallint[]`;

/** National news (no state) and the news of any of these states. */
export function inAnyState(stateIds: readonly number[]): SQL | undefined {
  if (stateIds.length === 0) return undefined;
  return sql`(cardinality(${articles.stateIds}) = 0 or ${articles.stateIds} && ${stateIdArray(stateIds)})`;
}

/** News of a state plus the national stories (no state); all news without a state. */
function inState(stateShort?: string) {
  const stateId = stateShort ? stateByShort(stateShort)?.id : undefined;
  return stateId ? inAnyState([stateId]) : undefined;
}

/**
 * What visitors see at `now`: published articles, and scheduled ones whose time has come (the job marks them
 * published soon after, but they show on time whenever it runs).
 */
export const publicAt = (now: Date) =>
  or(eq(articles.status, 'published'), and(eq(articles.status, 'scheduled'), lte(articles.publishAt, now)));

/** Featured news for a state (and national news), newest first. */
export async function featuredArticles(
  db: Db,
  stateShort?: string,
  now = new Date(),
): Promise<NewsArticle[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), eq(articles.featured, true), publicAt(now), inState(stateShort)))
    .orderBy(desc(articles.articleDate), desc(articles.id))
    .limit(10);
  return rows.map(summary);
}

/** One page of a state's news, newest first; one extra row tells whether another page follows. */
export async function listNews(
  db: Db,
  options: { stateShort?: string; page?: number },
  now = new Date(),
): Promise<NewsPage> {
  const pageIndex = options.page ?? 1;
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), publicAt(now), inState(options.stateShort)))
    .orderBy(desc(articles.articleDate), desc(articles.id))
    .limit(NEWS_PER_PAGE + 1)
    .offset((pageIndex - 1) * NEWS_PER_PAGE);
  return {
    articles: rows.slice(0, NEWS_PER_PAGE).map(summary),
    pageIndex,
    hasMoreArticles: rows.length > NEWS_PER_PAGE,
  };
}

/** An article and the newest other stories of its states (or national ones), as visitors see it at `now`. */
export async function getNewsArticle(db: Db, urlName: string, now = new Date()): Promise<NewsArticleDetail> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), eq(articles.urlName, urlName.toLowerCase()), publicAt(now)))
    .limit(1);
  if (!row) throw notFound(`No news article named ${urlName}`);
  return articleDetail(db, row, now);
}

/** An article's page: the article and its related news (what /news/{name} shows; the editor's preview too). */
export async function articleDetail(
  db: Db,
  row: Pick<
    ArticleRow,
    'name' | 'urlName' | 'excerpt' | 'bannerUrl' | 'logoUrl' | 'articleDate' | 'content' | 'stateIds'
  > & {
    id: number | null;
  },
  now: Date,
): Promise<NewsArticleDetail> {
  const related = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.kind, 'news'),
        row.id === null ? undefined : ne(articles.id, row.id),
        publicAt(now),
        inAnyState(row.stateIds),
      ),
    )
    .orderBy(desc(articles.articleDate), desc(articles.id))
    .limit(RELATED_LIMIT);
  return {
    ...summary(row),
    content: row.content,
    logoUrl: row.logoUrl,
    relatedArticles: related.map(summary),
  };
}
