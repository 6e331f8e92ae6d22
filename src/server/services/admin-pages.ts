import { and, eq } from 'drizzle-orm';
import type {
  PageStatus,
  SavePageBody,
  StaffPage,
  StaffPageSummary,
} from '../../shared/contract/admin-pages';
import type { GeneralArticle } from '../../shared/contract/article';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { notFound } from '../errors';
import { type ArticleEdit, saveArticleEdit, writeArticle } from './article-editing';
import { sanitiseArticleHtml } from './article-html';
import { MENU_ORDER } from './articles';
import { recordStaffChange } from './staff-audit';

type ArticleRow = typeof articles.$inferSelect;

export const PAGE_URL_NAME_TAKEN = 'Another About page already has this URL name.';

/** An About page's state as the editors know it (a seeded page may carry a news-only state: it is public). */
const statusOf = (row: ArticleRow): PageStatus =>
  row.status === 'draft' || row.status === 'unpublished' ? row.status : 'published';

const summaryOf = (row: ArticleRow): StaffPageSummary => ({
  id: row.id,
  title: row.name,
  urlName: row.urlName,
  status: statusOf(row),
  showInNavbar: row.showInNavbar,
  navOrder: row.navOrder,
  updatedAt: row.updatedAt.toISOString(),
});

const pageOf = (row: ArticleRow): StaffPage => ({
  ...summaryOf(row),
  excerpt: row.excerpt,
  content: row.content,
});

/** Every About page, in the About menu's order. */
export async function listStaffPages(db: Db): Promise<StaffPageSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.kind, 'general'))
    .orderBy(...MENU_ORDER);
  return rows.map(summaryOf);
}

export async function getStaffPage(db: Db, id: number): Promise<StaffPage> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'general'), eq(articles.id, id)))
    .limit(1);
  if (!row) throw notFound('No About page has this id.');
  return pageOf(row);
}

/**
 * Creates or updates an About page and moves it to the state asked for, recording the change in the audit trail
 * in the same transaction. The HTML is sanitised here whatever the browser sent; a URL name another About page
 * has is refused under its field. The page's date (shown as 'Updated') is the day of its last change.
 */
export async function saveAboutPage(
  db: Db,
  actorId: number,
  body: SavePageBody,
  now = new Date(),
): Promise<StaffPage> {
  const edit: ArticleEdit = {
    kind: 'general',
    id: body.id,
    urlName: body.urlName,
    missing: 'No About page has this id.',
    taken: PAGE_URL_NAME_TAKEN,
  };
  return saveArticleEdit(db, edit, async (tx, before) => {
    const saved = await writeArticle(tx, edit, before, {
      name: body.title,
      urlName: body.urlName,
      excerpt: body.excerpt,
      content: sanitiseArticleHtml(body.content),
      showInNavbar: body.showInNavbar,
      navOrder: body.navOrder,
      status: body.status,
      publishAt: body.status === 'published' ? (before?.publishAt ?? now) : (before?.publishAt ?? null),
      articleDate: now,
      updatedAt: now,
    });
    const was = before ? statusOf(before) : null;
    await recordStaffChange(
      tx,
      {
        actorId,
        action: before ? `page.${body.status === was ? 'update' : body.status}` : 'page.create',
        entity: 'article',
        entityId: saved.id,
        before: before ? auditValues(before) : null,
        after: auditValues(saved),
      },
      now,
    );
    return pageOf(saved);
  });
}

function auditValues(row: ArticleRow) {
  const { id: _id, updatedAt: _updated, ...rest } = pageOf(row);
  return rest;
}

/** The page as /about/{slug} would show it if saved now (sanitised, dated today). */
export function previewAboutPage(body: SavePageBody, now = new Date()): GeneralArticle {
  return {
    name: body.title,
    urlName: body.urlName,
    excerpt: body.excerpt,
    content: sanitiseArticleHtml(body.content),
    bannerUrl: null,
    articleDate: now.toISOString(),
  };
}
