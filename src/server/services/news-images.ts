import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { NewsImageKind, StaffArticle } from '../../shared/contract/admin-news';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { getStaffArticle } from './admin-news';
import { recordStaffChange } from './staff-audit';

export const NEWS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const NEWS_IMAGE_TYPE_MESSAGE = 'Please choose a JPG, PNG or WebP image.';
const URL_PREFIX = '/news-images/';
/** Decoding stops past this many pixels (a small file can claim a huge picture). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The sizes the news pages show: the banner fills the article's head (up to 960 px wide, 280 high on a desktop,
 * twice that for sharp screens) and the cards (cropped to 140 px high); the logo sits beside the date.
 */
const SIZES: Record<NewsImageKind, { width: number; height: number; format: 'jpg' | 'png' }> = {
  banner: { width: 1600, height: 560, format: 'jpg' },
  logo: { width: 256, height: 256, format: 'png' },
};

const imageDir = (dataDir: string) => path.join(dataDir, 'news-images');
const uploadError = (message: string) => badRequest(message, { image: message });

/** Decodes the upload (whatever its name or declared type says), refusing anything but JPG, PNG and WebP. */
async function resized(bytes: Buffer, kind: NewsImageKind): Promise<Buffer> {
  const size = SIZES[kind];
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp')
      throw uploadError(NEWS_IMAGE_TYPE_MESSAGE);
    const fitted = image.rotate().resize({
      width: size.width,
      height: size.height,
      fit: kind === 'banner' ? 'cover' : 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      withoutEnlargement: kind === 'logo',
    });
    return size.format === 'jpg'
      ? await fitted.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
      : await fitted.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    throw uploadError(NEWS_IMAGE_TYPE_MESSAGE);
  }
}

async function deleteUploaded(dataDir: string, url: string | null) {
  if (!url?.startsWith(URL_PREFIX)) return;
  await unlink(path.join(imageDir(dataDir), path.basename(url))).catch(() => undefined);
}

/**
 * Sets an article's banner or logo: the upload is decoded and resized to the size the pages use, written under
 * DATA_DIR/news-images, and the article points at it (audited in the same transaction); the picture it replaces
 * is deleted when it was an upload.
 */
export async function saveNewsImage(
  db: Db,
  dataDir: string,
  actorId: number,
  articleId: number,
  kind: NewsImageKind,
  bytes: Buffer,
  now = new Date(),
): Promise<StaffArticle> {
  if (bytes.length === 0) throw uploadError(NEWS_IMAGE_TYPE_MESSAGE);
  const [exists] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.kind, 'news'), eq(articles.id, articleId)));
  if (!exists) throw notFound('No news article has this id.');
  const image = await resized(bytes, kind);
  const fileName = `${randomBytes(16).toString('hex')}.${SIZES[kind].format}`;
  await mkdir(imageDir(dataDir), { recursive: true });
  await writeFile(path.join(imageDir(dataDir), fileName), image);
  const url = `${URL_PREFIX}${fileName}`;
  const column = kind === 'banner' ? 'bannerUrl' : 'logoUrl';
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.kind, 'news'), eq(articles.id, articleId)))
        .for('update');
      if (!before) throw notFound('No news article has this id.');
      replaced = before[column];
      await tx
        .update(articles)
        .set({ [column]: url, updatedAt: now })
        .where(eq(articles.id, articleId));
      await recordStaffChange(
        tx,
        {
          actorId,
          action: `news.${kind}`,
          entity: 'article',
          entityId: articleId,
          before: { [column]: replaced },
          after: { [column]: url },
        },
        now,
      );
    });
  } catch (error) {
    await deleteUploaded(dataDir, url);
    throw error;
  }
  await deleteUploaded(dataDir, replaced);
  return getStaffArticle(db, articleId);
}

export async function readNewsImage(dataDir: string, fileName: string) {
  try {
    return {
      bytes: await readFile(path.join(imageDir(dataDir), path.basename(fileName))),
      contentType: fileName.endsWith('.png') ? 'image/png' : 'image/jpeg',
    };
  } catch {
    throw notFound('No such image');
  }
}
