import { and, desc, eq, lte } from 'drizzle-orm';
import type {
  ArticleStatus,
  SaveArticleBody,
  StaffArticle,
  StaffArticleSummary,
  StaffNewsQuery,
} from '../../shared/contract/admin-news';
import type { NewsArticleDetail } from '../../shared/contract/content';
import { type STATES, stateById, stateByShort } from '../../shared/states';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { type ArticleEdit, saveArticleEdit, writeArticle } from './article-editing';
import { sanitiseArticleHtml } from './article-html';
import { articleDetail } from './news';
import { recordStaffChange } from './staff-audit';

type ArticleRow = typeof articles.$inferSelect;
type StateShort = (typeof STATES)[number]['short'];

export const URL_NAME_TAKEN = 'Another article already has this URL name.';

const shortsOf = (ids: readonly number[]) =>
  [...ids]
    .sort((a, b) => a - b)
    .map((id) => stateById(id)?.short)
    .filter((short): short is StateShort => Boolean(short));

const idsOf = (shorts: readonly string[]) =>
  shorts
    .map((short) => stateByShort(short)?.id)
    .filter((id): id is NonNullable<typeof id> => id !== undefined)
    .sort((a, b) => a - b);

const summaryOf = (row: ArticleRow): StaffArticleSummary => ({
  id: row.id,
  title: row.name,
  urlName: row.urlName,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  featured: row.featured,
  states: shortsOf(row.stateIds),
  articleDate: row.articleDate.toISOString().slice(0, 10),
  updatedAt: row.updatedAt.toISOString(),
});

const articleOf = (row: ArticleRow): StaffArticle => ({
  ...summaryOf(row),
  excerpt: row.excerpt,
  content: row.content,
  bannerUrl: row.bannerUrl,
  logoUrl: row.logoUrl,
});

/** An article date (YYYY-MM-DD) is kept at noon UTC: the same calendar date in Australia and in UTC. */
const articleDateOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** Every news article for the editors, newest first, optionally only those in one state. */
export async function listStaffNews(db: Db, query: StaffNewsQuery): Promise<StaffArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), query.status ? eq(articles.status, query.status) : undefined))
    .orderBy(desc(articles.articleDate), desc(articles.id));
  return rows.map(summaryOf);
}

export async function getStaffArticle(db: Db, id: number): Promise<StaffArticle> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'news'), eq(articles.id, id)))
    .limit(1);
  if (!row) throw notFound('No news article has this id.');
  return articleOf(row);
}

/**
 * When the article is public from, for the state it moves to: a schedule's time; published keeps the time it
 * first went public (a correction to a published story does not move it), or now; a draft or an unpublished
 * article keeps the time it was last public (or none).
 */
function publishAtFor(
  status: ArticleStatus,
  body: SaveArticleBody,
  before: ArticleRow | undefined,
  now: Date,
) {
  if (status === 'scheduled') return new Date(body.publishAt as string);
  if (status === 'published')
    return before?.status === 'published' && before.publishAt ? before.publishAt : now;
  return before?.publishAt ?? null;
}

/**
 * Creates or updates a news article and moves it to the state asked for, recording the change in the audit
 * trail in the same transaction. The body's HTML is sanitised here, whatever the editor's browser sent. A URL
 * name another news article has is refused under its field; a schedule must be in the future.
 */
export async function saveNewsArticle(
  db: Db,
  actorId: number,
  body: SaveArticleBody,
  now = new Date(),
): Promise<StaffArticle> {
  if (body.status === 'scheduled' && new Date(body.publishAt as string).getTime() <= now.getTime())
    throw badRequest('Choose a time in the future to schedule the article.', {
      publishAt: 'must be in the future',
    });
  const edit: ArticleEdit = {
    kind: 'news',
    id: body.id,
    urlName: body.urlName,
    missing: 'No news article has this id.',
    taken: URL_NAME_TAKEN,
  };
  return saveArticleEdit(db, edit, async (tx, before) => {
    const saved = await writeArticle(tx, edit, before, {
      name: body.title,
      urlName: body.urlName,
      excerpt: body.excerpt,
      content: sanitiseArticleHtml(body.content),
      stateIds: idsOf(body.states),
      featured: body.featured,
      articleDate: articleDateOf(body.articleDate),
      status: body.status,
      publishAt: publishAtFor(body.status, body, before, now),
      updatedAt: now,
    });
    await recordStaffChange(
      tx,
      {
        actorId,
        action: before ? `news.${body.status === before.status ? 'update' : body.status}` : 'news.create',
        entity: 'article',
        entityId: saved.id,
        before: before ? auditValues(before) : null,
        after: auditValues(saved),
      },
      now,
    );
    return articleOf(saved);
  });
}

/** What the audit trail keeps of an article: everything an editor sets, the body included. */
function auditValues(row: ArticleRow) {
  const { id: _id, updatedAt: _updated, ...rest } = articleOf(row);
  return rest;
}

/** The article as /news/{name} would show it if saved now: sanitised, with the related news of its states. */
export async function previewNewsArticle(
  db: Db,
  body: SaveArticleBody,
  now = new Date(),
): Promise<NewsArticleDetail> {
  let images: Pick<ArticleRow, 'bannerUrl' | 'logoUrl'> = { bannerUrl: null, logoUrl: null };
  if (body.id !== undefined) {
    const [row] = await db
      .select({ bannerUrl: articles.bannerUrl, logoUrl: articles.logoUrl })
      .from(articles)
      .where(and(eq(articles.kind, 'news'), eq(articles.id, body.id)))
      .limit(1);
    if (row) images = row;
  }
  return articleDetail(
    db,
    {
      id: body.id ?? null,
      name: body.title,
      urlName: body.urlName,
      excerpt: body.excerpt,
      content: sanitiseArticleHtml(body.content),
      stateIds: idsOf(body.states),
      articleDate: articleDateOf(body.articleDate),
      ...images,
    },
    now,
  );
}

/**
 * Marks the scheduled articles whose time has come published (visitors already see them: the public queries
 * read publish_at). Returns how many it published, so the caller drops the shared answers when any changed.
 */
export async function publishDueArticles(db: Db, now = new Date()): Promise<number> {
  const published = await db
    .update(articles)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(articles.status, 'scheduled'), lte(articles.publishAt, now)))
    .returning({ id: articles.id });
  return published.length;
}
