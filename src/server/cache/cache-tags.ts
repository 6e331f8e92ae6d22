import type { allEndpoints } from '../../shared/contract/all-endpoints';
import type { EndpointName } from '../../shared/contract/endpoint-schemas';

/**
 * The kinds of data a shared answer can be read from and a write can change: the games themselves (their
 * status and details), who is going to them (favourites), results and standings, players' public names and
 * pictures, the venues (written by the league office), and the site's content (news, About pages, banners,
 * major events and photos, written by its editors). Data no API call writes (regions, seasons) belongs to none:
 * answers read only from it live out their time.
 */
export const CACHE_TAGS = ['games', 'going', 'results', 'players', 'venues', 'content'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

const ALL = CACHE_TAGS;
const NONE: readonly CacheTag[] = [];

/** Endpoints whose visitors' answers are shared (routes/public-route.ts and the visitors' game search). */
export type SharedEndpoint =
  | 'listRegions'
  | 'listSeasons'
  | 'listVenues'
  | 'getVenueById'
  | 'getVenueByName'
  | 'getEventsByVenue'
  | 'listGeneralArticles'
  | 'getFeaturedArticles'
  | 'getFeaturedPhotos'
  | 'getEventPhotos'
  | 'getVenuePhotos'
  | 'getMajorEvents'
  | 'getHomeBanners'
  | 'getAplptMajorEvents'
  | 'getEventById'
  | 'getEventResult'
  | 'searchEvents'
  | 'searchLeaderboardByEvent'
  | 'searchLeaderboard';

/** What each shared answer is read from. */
export const READS: Record<SharedEndpoint, readonly CacheTag[]> = {
  listRegions: NONE,
  listSeasons: NONE,
  listVenues: ['games', 'venues'],
  getVenueById: ['venues'],
  getVenueByName: ['venues'],
  getEventsByVenue: ['games', 'going', 'venues'],
  listGeneralArticles: ['content'],
  getFeaturedArticles: ['content'],
  // Photos name the players in them.
  getFeaturedPhotos: ['players', 'content'],
  getEventPhotos: ['players', 'content'],
  getVenuePhotos: ['players', 'content'],
  getMajorEvents: ['games', 'results', 'players', 'content'],
  getAplptMajorEvents: ['games', 'results', 'players', 'content'],
  // The default carousel is the major events' list (its next days are games) and the featured news.
  getHomeBanners: ['games', 'results', 'players', 'content'],
  getEventById: ALL,
  getEventResult: ['games', 'results', 'players'],
  searchEvents: ['games', 'going', 'venues'],
  searchLeaderboardByEvent: ['games', 'results', 'players'],
  searchLeaderboard: ['games', 'results', 'players'],
};

/** The contract's calls that are not GETs; each must say below what it changes (the type-check fails otherwise). */
type NonGetEndpoint = {
  [K in EndpointName]: (typeof allEndpoints)[K]['method'] extends 'GET' ? never : K;
}[EndpointName];

/**
 * What each state-changing call can change in shared answers, when it succeeds. Searches are read-only POSTs;
 * sessions, codes, tickets, vouchers, PTC, the clock and bust-outs are read by no shared answer (a bust-out
 * counts in the results only once the event is closed).
 */
export const CHANGES: Record<NonGetEndpoint, readonly CacheTag[]> = {
  searchEvents: NONE,
  searchNearbyEvents: NONE,
  searchLeaderboard: NONE,
  searchLeaderboardByEvent: NONE,
  searchPhotos: NONE,
  searchSwappableEvents: NONE,
  searchPlayers: NONE,
  mobileDuplicateCheck: NONE,
  otpCodeSend: NONE,
  otpCodeVerify: NONE,
  generateTotp: NONE,
  verifyTotp: NONE,
  passwordResetSendCode: NONE,
  passwordReset: NONE,
  accountDeleteRequest: NONE,
  login: NONE,
  logout: NONE,
  logoutEverywhere: NONE,
  clockHubNegotiate: NONE,
  tokenizeCard: NONE,
  rotateCalendarSubscription: NONE,
  transferPtc: NONE,
  purchaseEventTicket: NONE,
  swapFlight: NONE,
  transferTicket: NONE,
  respondChangeRequest: NONE,
  sendClockAction: NONE,
  recordBustOut: NONE,
  removeBustOut: NONE,
  // An avatar shows only once a league admin has approved it.
  uploadAvatar: NONE,
  reviewAvatar: ['players'],
  updatePlayerAccountSettings: ['players'],
  membershipRegister: ['players'],
  addFavouriteGame: ['going'],
  deleteFavouriteGame: ['going'],
  closeEvent: ['games', 'results'],
  // Only its close changes shared answers: the route drops them then, not after every command.
  runFloorCommand: NONE,
  setStaffRole: NONE,
  verifyDeleteRequest: NONE,
  // The erased member's name on results, leaderboards and photos becomes the pseudonym; their hearts go.
  eraseDeleteRequest: ['players', 'going'],
  // Tickets and PTC are read by no shared answer.
  refundPurchase: NONE,
  // Who runs a venue shows on no public page.
  setStaffVenues: NONE,
  // News: the featured articles (the home banner) and the About menu's pages.
  saveNewsArticle: ['content'],
  previewNewsArticle: NONE,
  uploadNewsImage: ['content'],
  // An About page: the About menu (listGeneralArticles).
  saveAboutPage: ['content'],
  previewAboutPage: NONE,
  // A major event: its pages and lists, and its satellites' event pages.
  saveMajorEvent: ['content'],
  // The home carousel.
  saveHomeBanner: ['content'],
  orderHomeBanners: ['content'],
  removeHomeBanner: ['content'],
  // A venue's name and place show on its games; its weekly games are games.
  adminCreateVenue: ['games', 'venues'],
  adminUpdateVenue: ['games', 'venues'],
  adminCreateWeeklyGame: ['games', 'venues'],
  adminUpdateWeeklyGame: ['games', 'venues'],
  adminDeleteWeeklyGame: ['games', 'venues'],
  adminChangeNight: ['games', 'venues'],
  // Photos show in the event's and venue's galleries, the gallery and the tagged players' profiles.
  uploadEventPhotos: ['content'],
  deleteEventPhoto: ['content'],
  tagPhotoPlayer: ['content'],
  untagPhotoPlayer: ['content'],
};
