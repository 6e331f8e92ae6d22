import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { NewsArticle } from '../../shared/contract/content';
import { stateByShort } from '../../shared/states';
import type { Db } from '../db/client';
import { articles } from '../db/schema';

/** Featured news for a state (and national news), newest first. */
export async function featuredArticles(db: Db, stateShort?: string): Promise<NewsArticle[]> {
  const stateId = stateShort ? stateByShort(stateShort)?.id : undefined;
  const rows = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.kind, 'news'),
        eq(articles.featured, true),
        stateId ? or(isNull(articles.stateId), eq(articles.stateId, stateId)) : undefined,
      ),
    )
    .orderBy(desc(articles.articleDate))
    .limit(10);
  return rows.map((r) => ({
    name: r.name,
    urlName: r.urlName,
    excerpt: r.excerpt,
    bannerUrl: r.bannerUrl,
    articleDate: r.articleDate.toISOString(),
  }));
}
