import { and, asc, eq } from 'drizzle-orm';
import type { GeneralArticle, MenuArticle } from '../../shared/contract/article';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { notFound } from '../errors';

export async function listGeneralArticles(db: Db): Promise<MenuArticle[]> {
  return db
    .select({ name: articles.name, urlName: articles.urlName, showInNavbar: articles.showInNavbar })
    .from(articles)
    .where(eq(articles.kind, 'general'))
    .orderBy(asc(articles.name));
}

export async function getGeneralArticle(db: Db, urlName: string): Promise<GeneralArticle> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'general'), eq(articles.urlName, urlName.toLowerCase())))
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
