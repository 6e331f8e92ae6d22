import { AVATAR_UNREADABLE_MESSAGE, imageTypeOf } from '../../shared/account-settings-rules';

/**
 * The largest image an upload may be: a few kilobytes can declare an image that takes gigabytes to decode
 * wherever it is shown or resized.
 */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_DIMENSIONS_MESSAGE = `The image is too large: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
export const IMAGE_UNREADABLE_MESSAGE = AVATAR_UNREADABLE_MESSAGE;

interface Dimensions {
  width: number;
  height: number;
}

/** A PNG's size, from its first chunk, which must be IHDR: width and height as 32-bit big-endian numbers. */
function pngDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A frame header's markers: SOF0 to SOF15 but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and RST0 to RST7. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** A JPEG's size, from its frame header (SOF), which comes before the first scan; segments before it are skipped. */
function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff || standsAlone(marker)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length || length < 7) return null;
      const at = (i: number) => bytes[offset + i] as number;
      return { height: (at(5) << 8) | at(6), width: (at(7) << 8) | at(8) };
    }
    if (marker === 0xda || marker === 0xd9 || length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/**
 * Why a PNG or JPEG upload cannot be taken for its size (its header unreadable, or sides or area beyond the
 * limits); null when it can, or when it is neither (the type check says so).
 */
export function imageDimensionsError(bytes: Uint8Array): string | null {
  const type = imageTypeOf(bytes);
  if (!type) return null;
  const size = type === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
  if (!size || size.width === 0 || size.height === 0) return IMAGE_UNREADABLE_MESSAGE;
  const tooLarge =
    size.width > MAX_IMAGE_SIDE ||
    size.height > MAX_IMAGE_SIDE ||
    size.width * size.height > MAX_IMAGE_PIXELS;
  return tooLarge ? IMAGE_DIMENSIONS_MESSAGE : null;
}
