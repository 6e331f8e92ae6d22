import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GeneralArticle, MenuArticle } from '../../shared/contract/article';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { notFound } from '../errors';

/** About pages visitors see: all but drafts and those taken down. */
const isPublic = () => inArray(articles.status, ['published', 'scheduled']);

/** The About menu's order, set by the editors: order, then name (case aside), then age. */
export const MENU_ORDER = [asc(articles.navOrder), asc(sql`lower(${articles.name})`), asc(articles.id)];

/** The About pages in the About menu's order. */
export async function listGeneralArticles(db: Db): Promise<MenuArticle[]> {
  return db
    .select({ name: articles.name, urlName: articles.urlName, showInNavbar: articles.showInNavbar })
    .from(articles)
    .where(and(eq(articles.kind, 'general'), isPublic()))
    .orderBy(...MENU_ORDER);
}

export async function getGeneralArticle(db: Db, urlName: string): Promise<GeneralArticle> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'general'), eq(articles.urlName, urlName.toLowerCase()), isPublic()))
    .limit(1);
  if (!row) throw notFound(`No page named ${urlName}`);
  return {
    name: row.name,
    urlName: row.urlName,
    excerpt: row.excerpt,
    content: row.content,
    bannerUrl: row.bannerUrl,
    articleDate: row.articleDate.toISOString(),
  };
}
