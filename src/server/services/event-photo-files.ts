import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { badRequest, notFound } from '../errors';
import { IMAGE_DIMENSIONS_MESSAGE, imageDimensionsError, MAX_IMAGE_PIXELS } from './image-dimensions';

export const PHOTO_TYPE_MESSAGE = 'Please choose JPG, PNG or WebP photos.';
const URL_PREFIX = '/event-photos/';

/**
 * The sizes the galleries show: the large one in the gallery's enlarged view and the preview page (at most 1600
 * px a side), the medium one in the tiles (up to 160 px high, a quarter of a desktop's width, twice that for sharp
 * screens), cropped to fill.
 */
const LARGE = { width: 1600, height: 1600 };
const MEDIUM = { width: 640, height: 480 };

const dirOf = (dataDir: string) => path.join(dataDir, 'event-photos');
export const photoError = (message: string) => badRequest(message, { photos: message });

export interface PhotoFiles {
  largeUrl: string;
  mediumUrl: string;
}

/** Decodes one upload (whatever its name or declared type says) into the two sizes, or refuses it with why. */
async function resized(bytes: Buffer): Promise<{ large: Buffer; medium: Buffer }> {
  if (bytes.length === 0) throw new Error(PHOTO_TYPE_MESSAGE);
  const tooLarge = imageDimensionsError(bytes);
  if (tooLarge) throw new Error(tooLarge);
  let image: Sharp;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new Error(PHOTO_TYPE_MESSAGE);
  } catch (error) {
    throw new Error(
      /pixel limit/i.test((error as Error).message) ? IMAGE_DIMENSIONS_MESSAGE : PHOTO_TYPE_MESSAGE,
    );
  }
  try {
    const upright = image.rotate().flatten({ background: '#ffffff' });
    const [large, medium] = await Promise.all([
      upright
        .clone()
        .resize({ ...LARGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
      upright
        .clone()
        .resize({ ...MEDIUM, fit: 'cover' })
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer(),
    ]);
    return { large, medium };
  } catch {
    throw new Error(PHOTO_TYPE_MESSAGE);
  }
}

/**
 * Checks every upload first (any bad one refuses them all, naming it), then writes each photo's two sizes under
 * DATA_DIR/event-photos.
 */
export async function storePhotoFiles(
  dataDir: string,
  uploads: { fileName: string; bytes: Buffer }[],
): Promise<PhotoFiles[]> {
  const images: { large: Buffer; medium: Buffer }[] = [];
  for (const upload of uploads) {
    try {
      images.push(await resized(upload.bytes));
    } catch (error) {
      throw photoError(`${upload.fileName}: ${(error as Error).message}`);
    }
  }
  await mkdir(dirOf(dataDir), { recursive: true });
  const stored: PhotoFiles[] = [];
  for (const image of images) {
    const name = randomBytes(16).toString('hex');
    await writeFile(path.join(dirOf(dataDir), `${name}-large.jpg`), image.large);
    await writeFile(path.join(dirOf(dataDir), `${name}-medium.jpg`), image.medium);
    stored.push({ largeUrl: `${URL_PREFIX}${name}-large.jpg`, mediumUrl: `${URL_PREFIX}${name}-medium.jpg` });
  }
  return stored;
}

/** Deletes the files of photos the office uploaded (seeded photos' files are the site's own, and stay). */
export async function deletePhotoFiles(dataDir: string, photos: PhotoFiles[]) {
  const urls = photos.flatMap((p) => [p.largeUrl, p.mediumUrl]).filter((u) => u.startsWith(URL_PREFIX));
  await Promise.all(
    urls.map((url) => unlink(path.join(dirOf(dataDir), path.basename(url))).catch(() => undefined)),
  );
}

export async function readPhotoFile(dataDir: string, fileName: string) {
  try {
    return await readFile(path.join(dirOf(dataDir), path.basename(fileName)));
  } catch {
    throw notFound('No such photo');
  }
}
