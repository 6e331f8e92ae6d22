import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, notFound } from '../errors';

type ArticleRow = typeof articles.$inferSelect;
type ArticleKind = ArticleRow['kind'];

/** What an editor's save names: the kind it edits, which one (none: a new one), and what to say when refused. */
export interface ArticleEdit {
  kind: ArticleKind;
  id: number | undefined;
  urlName: string;
  /** No article of the kind has the id. */
  missing: string;
  /** Another article of the kind has the URL name. */
  taken: string;
}

/**
 * What saving a news article and saving an About page share: in one transaction, the article edited is locked
 * (refused when it is not of the kind), a URL name another of the kind has is refused under its field, and
 * `write` is given the article as it was (undefined for a new one). Two editors saving the same new name at
 * once: the unique index refuses the second, with the same answer.
 */
export async function saveArticleEdit<T>(
  db: Db,
  edit: ArticleEdit,
  write: (tx: Db, before: ArticleRow | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      let before: ArticleRow | undefined;
      if (edit.id !== undefined) {
        [before] = await tx
          .select()
          .from(articles)
          .where(and(eq(articles.kind, edit.kind), eq(articles.id, edit.id)))
          .for('update');
        if (!before) throw notFound(edit.missing);
      }
      const [taken] = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            eq(articles.kind, edit.kind),
            eq(articles.urlName, edit.urlName),
            before ? ne(articles.id, before.id) : undefined,
          ),
        )
        .limit(1);
      if (taken) throw badRequest(edit.taken, { urlName: edit.taken });
      return await write(tx, before);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(edit.taken, { urlName: edit.taken });
    throw error;
  }
}

/** Writes an edit's values over the article as it was, or adds them as a new article of the kind. */
export async function writeArticle(
  tx: Db,
  edit: ArticleEdit,
  before: ArticleRow | undefined,
  values: Omit<typeof articles.$inferInsert, 'kind'>,
): Promise<ArticleRow> {
  const [saved] = before
    ? await tx.update(articles).set(values).where(eq(articles.id, before.id)).returning()
    : await tx
        .insert(articles)
        .values({ ...values, kind: edit.kind })
        .returning();
  if (!saved) throw notFound(edit.missing);
  return saved;
}
