import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { NewsArticle, NewsArticleDetail, NewsPage } from '../../shared/contract/content';
import { NEWS_PER_PAGE } from '../../shared/site';
import { stateByShort } from '../../shared/states';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { notFound } from '../errors';

const RELATED_LIMIT = 3;

type ArticleRow = typeof articles.$inferSelect;

const summary = (r: ArticleRow): NewsArticle => ({
  name: r.name,
  urlName: r.urlName,
  excerpt: r.excerpt,
  bannerUrl: r.bannerUrl,
  articleDate: r.articleDate.toISOString(),
});

/** News of a state plus the national stories (no state); all news without a state. */
function inState(stateShort?: string) {
  const stateId = stateShort ? stateByShort(stateShort)?.id : undefined;
  return stateId ? or(isNull(articles.stateId), eq(articles.stateId, stateId)) : undefined;
}

/** Featured news for a state (and national news), newest first. */
export async function featuredArticles(db: Db, stateShort?: string): Promise<NewsArticle[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), eq(articles.featured, true), inState(stateShort)))
    .orderBy(desc(articles.articleDate), desc(articles.id))
    .limit(10);
  return rows.map(summary);
}

/** One page of a state's news, newest first; one extra row tells whether another page follows. */
export async function listNews(db: Db, options: { stateShort?: string; page?: number }): Promise<NewsPage> {
  const pageIndex = options.page ?? 1;
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), inState(options.stateShort)))
    .orderBy(desc(articles.articleDate), desc(articles.id))
    .limit(NEWS_PER_PAGE + 1)
    .offset((pageIndex - 1) * NEWS_PER_PAGE);
  return {
    articles: rows.slice(0, NEWS_PER_PAGE).map(summary),
    pageIndex,
    hasMoreArticles: rows.length > NEWS_PER_PAGE,
  };
}

/** An article and the newest other stories of its state (or national ones). */
export async function getNewsArticle(db: Db, urlName: string): Promise<NewsArticleDetail> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), eq(articles.urlName, urlName.toLowerCase())))
    .limit(1);
  if (!row) throw notFound(`No news article named ${urlName}`);
  const related = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.kind, 'news'),
        ne(articles.id, row.id),
        row.stateId ? or(isNull(articles.stateId), eq(articles.stateId, row.stateId)) : undefined,
      ),
    )
    .orderBy(desc(articles.articleDate), desc(articles.id))
    .limit(RELATED_LIMIT);
  return {
    ...summary(row),
    content: row.content,
    logoUrl: null,
    relatedArticles: related.map(summary),
  };
}
