/** How many photos one upload may carry, how large each may be, and how long their caption. */
export const PHOTO_UPLOAD_MAX_FILES = 12;
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_CAPTION_MAX = 120;
