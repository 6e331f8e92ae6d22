export const LEAGUE_NAME = 'Australian Poker League';
export const LEAGUE_SHORT_NAME = 'APL';
export const CONTACT_PHONE = '1300 275 765';
export const CONTACT_EMAIL = 'support@apl.example.com';
export const GAMBLING_HELPLINE = '1800 858 858';
export const DEFAULT_AVATAR = '/images/default-avatar.svg';
export const MILLION_PATH = '/aplpt/apl-million-2025';

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

export const SISTER_BRANDS = [
  { label: '38 Poker League', href: 'https://38pokerleague.example.com/' },
  { label: 'APL Poker Tour', href: '/aplpt' },
  { label: 'The APL Million', href: MILLION_PATH },
];

export function pageTitle(title?: string) {
  return title ? `${title} | ${LEAGUE_NAME}` : LEAGUE_NAME;
}

/** The one venue whose page shows the Raise Room logo and link. */
export const RAISE_ROOM_SLUG = 'the-raise-room-southbank';

/** Photo galleries (event, venue) show 12 photos a page (spec, "Photo Gallery"). */
export const PHOTOS_PER_PAGE = 12;

/** Whether a gallery of `count` photos has a page `page`. */
export const isPhotoPage = (page: number, count: number) =>
  Number.isInteger(page) && page >= 1 && page <= Math.ceil(count / PHOTOS_PER_PAGE);

/** News list page size (spec section 9). */
export const NEWS_PER_PAGE = 10;

/** Gallery venue search suggestions (spec section 9). */
export const VENUE_SUGGESTIONS = 10;
