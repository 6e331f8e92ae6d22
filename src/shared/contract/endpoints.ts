/**
 * Every endpoint of the contract, declared once: its name (the export's), method, path as the spec spells it
 * ({name} for a path parameter) and who may call it. This half holds no Zod so the browser can import it;
 * endpoint-schemas.ts gives each name its query, body and answer schemas. Paths match case-insensitively.
 *
 * auth: 'none' (anyone), 'session' (anyone; a member's answer carries their own data), 'member' (401 without
 * a session), 'director' (401 without a session, 403 for members who are neither venue directors nor league
 * admins), 'editor' (401 without a session, 403 for members who are neither content editors nor league admins),
 * 'admin' (401 without a session, 403 for anyone but a league admin), 'staff' (401 without a session, 403 for
 * members with no staff role: venue directors, content editors and league admins pass). roles.ts reads these for the server and
 * tests; a venue director's venue scope is checked by the service, on the venue the call is about.
 */
export interface EndpointDeclaration {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly auth: 'none' | 'session' | 'member' | 'director' | 'editor' | 'admin' | 'staff';
}

// The API under /umbraco/api: JSON in and out.

export const getLoggedMember = {
  method: 'GET',
  path: '/umbraco/api/account/getLoggedMember',
  auth: 'member',
} as const;
// Registration, mobile verification and the deletion request (member spec, sections 2 and 7).
export const mobileDuplicateCheck = {
  method: 'POST',
  path: '/umbraco/api/player/mobileDuplicateCheck',
  auth: 'none',
} as const;
export const otpCodeSend = {
  method: 'POST',
  path: '/umbraco/api/player/otpCodeSend',
  auth: 'none',
} as const;
export const otpCodeVerify = {
  method: 'POST',
  path: '/umbraco/api/player/otpCodeVerify',
  auth: 'none',
} as const;
export const membershipRegister = {
  method: 'POST',
  path: '/umbraco/api/player/membershipRegister',
  auth: 'none',
} as const;
export const generateTotp = {
  method: 'POST',
  path: '/umbraco/api/Membership/GenerateTotp',
  auth: 'member',
} as const;
export const verifyTotp = {
  method: 'POST',
  path: '/umbraco/api/Membership/VerifyTotp',
  auth: 'member',
} as const;
export const accountDeleteRequest = {
  method: 'POST',
  path: '/umbraco/api/account/AccountDeleteRequest',
  auth: 'none',
} as const;
// Forgot password: a reset by SMS code to the verified mobile.
export const passwordResetSendCode = {
  method: 'POST',
  path: '/umbraco/api/account/PasswordResetSendCode',
  auth: 'none',
} as const;
export const passwordReset = {
  method: 'POST',
  path: '/umbraco/api/account/PasswordReset',
  auth: 'none',
} as const;
// Account settings and avatars (member spec, "Account settings (/profile/account)").
export const getPlayerAccountSettings = {
  method: 'GET',
  path: '/umbraco/api/Membership/GetPlayerAccountSettings',
  auth: 'member',
} as const;
export const updatePlayerAccountSettings = {
  method: 'POST',
  path: '/umbraco/api/Membership/UpdatePlayerAccountSettings',
  auth: 'member',
} as const;
export const uploadAvatar = {
  method: 'POST',
  path: '/umbraco/api/Membership/UploadAvatar',
  auth: 'member',
} as const;
export const listRegions = {
  method: 'GET',
  path: '/umbraco/api/region/list',
  auth: 'none',
} as const;
export const listSeasons = {
  method: 'GET',
  path: '/umbraco/api/season/list',
  auth: 'none',
} as const;
export const listVenues = {
  method: 'GET',
  path: '/umbraco/api/venues/list',
  auth: 'none',
} as const;
export const getNearestVenue = {
  method: 'GET',
  path: '/umbraco/api/Venues/GetNearestVenue',
  auth: 'none',
} as const;
export const getVenueById = {
  method: 'GET',
  path: '/umbraco/api/Venues/GetById',
  auth: 'none',
} as const;
export const getVenueByName = {
  method: 'GET',
  path: '/umbraco/api/Venues/GetByName',
  auth: 'none',
} as const;
export const getEventsByVenue = {
  method: 'GET',
  path: '/umbraco/api/Venues/GetEventsByVenue',
  auth: 'session',
} as const;
export const listGeneralArticles = {
  method: 'GET',
  path: '/umbraco/api/Article/ListGeneralArticles',
  auth: 'none',
} as const;
export const getGeneralArticle = {
  method: 'GET',
  path: '/umbraco/api/article/GetGeneralArticle',
  auth: 'none',
} as const;
export const getFeaturedArticles = {
  method: 'GET',
  path: '/umbraco/api/article/GetFeaturedArticles',
  auth: 'none',
} as const;
export const getHomeBanners = {
  method: 'GET',
  path: '/umbraco/api/HomeBanners/Get',
  auth: 'none',
} as const;
export const getFeaturedPhotos = {
  method: 'GET',
  path: '/umbraco/api/EventPhoto/GetFeaturedPhotos',
  auth: 'none',
} as const;
export const getEventPhotos = {
  method: 'GET',
  path: '/umbraco/api/EventPhoto/GetEventPhotos',
  auth: 'none',
} as const;
export const getVenuePhotos = {
  method: 'GET',
  path: '/umbraco/api/EventPhoto/GetVenuePhotos',
  auth: 'none',
} as const;
export const getMajorEvents = {
  method: 'GET',
  path: '/umbraco/api/majorevent/getall',
  auth: 'none',
} as const;
export const getAplptMajorEvents = {
  method: 'GET',
  path: '/umbraco/api/majorevent/GetAllAPLPT',
  auth: 'none',
} as const;
export const listNews = {
  method: 'GET',
  path: '/umbraco/api/article/list',
  auth: 'none',
} as const;
export const getNewsArticle = {
  method: 'GET',
  path: '/umbraco/api/article/Get',
  auth: 'none',
} as const;
export const searchPhotos = {
  method: 'POST',
  path: '/umbraco/api/EventPhoto/SearchPhotos',
  auth: 'none',
} as const;
export const getHallOfFameEventPhotos = {
  method: 'GET',
  path: '/umbraco/api/EventPhoto/getHallOfFameEventPhotos',
  auth: 'none',
} as const;
export const getMajorEvent = {
  method: 'GET',
  path: '/umbraco/api/majorevent/get',
  auth: 'none',
} as const;
export const getAplptMajorEvent = {
  method: 'GET',
  path: '/umbraco/api/majorevent/getAPLPT',
  auth: 'none',
} as const;
export const getMajorEventQualifiers = {
  method: 'GET',
  path: '/umbraco/api/majorevent/majorEventQualifiers',
  auth: 'none',
} as const;
export const getMasterQualifiers = {
  method: 'GET',
  path: '/umbraco/api/majorevent/masterQualifiers',
  auth: 'none',
} as const;
export const getPreviousMajorEvents = {
  method: 'GET',
  path: '/umbraco/api/majorEvent/getPreviousMajorEvents',
  auth: 'none',
} as const;
export const getEventWinnerResult = {
  method: 'GET',
  path: '/umbraco/api/event/getEventWinnerResult',
  auth: 'none',
} as const;
export const searchCovidLogEvents = {
  method: 'GET',
  path: '/umbraco/api/Event/SearchCovidLogEvents',
  auth: 'none',
} as const;
/** The spec also spells it /Event/SearchEvents (the text search); paths match case-insensitively. */
export const searchEvents = {
  method: 'POST',
  path: '/umbraco/api/event/searchevents',
  auth: 'session',
} as const;
export const searchNearbyEvents = {
  method: 'POST',
  path: '/umbraco/api/Event/SearchNearbyEvents',
  auth: 'session',
} as const;
export const getEventById = {
  method: 'GET',
  path: '/umbraco/api/Event/GetById',
  auth: 'session',
} as const;
export const getEventResult = {
  method: 'GET',
  path: '/umbraco/api/Event/GetEventResult',
  auth: 'none',
} as const;
/** 'session': a signed-in member ranked below the top 100 finds their own row after them. */
export const searchLeaderboardByEvent = {
  method: 'POST',
  path: '/umbraco/api/Leaderboard/SearchByEvent',
  auth: 'session',
} as const;
export const searchLeaderboard = {
  method: 'POST',
  path: '/umbraco/api/Leaderboard/search',
  auth: 'session',
} as const;
// Issue 13: the tournament director records the finishing order at the venue (director console).
export const searchResultPlayers = {
  method: 'GET',
  path: '/umbraco/api/Event/SearchPlayers',
  auth: 'director',
} as const;
export const getBustOuts = {
  method: 'GET',
  path: '/umbraco/api/Event/GetBustOuts',
  auth: 'director',
} as const;
export const recordBustOut = {
  method: 'POST',
  path: '/umbraco/api/Event/RecordBustOut',
  auth: 'director',
} as const;
export const removeBustOut = {
  method: 'POST',
  path: '/umbraco/api/Event/RemoveBustOut',
  auth: 'director',
} as const;
export const closeEvent = {
  method: 'POST',
  path: '/umbraco/api/Event/CloseEvent',
  auth: 'director',
} as const;
export const getFavouriteGames = {
  method: 'GET',
  path: '/umbraco/api/Membership/GetFavoriteGames',
  auth: 'member',
} as const;
export const addFavouriteGame = {
  method: 'POST',
  path: '/umbraco/api/Membership/AddFavoriteGame',
  auth: 'member',
} as const;
export const deleteFavouriteGame = {
  method: 'DELETE',
  path: '/umbraco/api/Membership/DeleteFavoriteGame',
  auth: 'member',
} as const;
export const getCalendarSubscription = {
  method: 'GET',
  path: '/umbraco/api/Membership/GetCalendarSubscription',
  auth: 'member',
} as const;
export const rotateCalendarSubscription = {
  method: 'POST',
  path: '/umbraco/api/Membership/RotateCalendarSubscription',
  auth: 'member',
} as const;
export const getClockStatus = {
  method: 'GET',
  path: '/umbraco/api/tournamentClock/getTournamentClockStatus',
  auth: 'none',
} as const;
export const sendClockAction = {
  method: 'POST',
  path: '/umbraco/api/tournamentClock/{action}',
  auth: 'director',
} as const;

// Issue 11: the member profile, the PTC ledger and transfers, voucher history.

export const getPtcSummary = {
  name: 'getPtcSummary',
  method: 'GET',
  path: '/umbraco/api/Membership/GetPTCSummary',
  auth: 'member',
} as const;
export const listPtc = {
  name: 'listPtc',
  method: 'GET',
  path: '/umbraco/api/membership/listPTC',
  auth: 'member',
} as const;
export const listConsumePtc = {
  name: 'listConsumePtc',
  method: 'GET',
  path: '/umbraco/api/membership/listConsumePTC',
  auth: 'member',
} as const;
export const transferPtc = {
  name: 'transferPtc',
  method: 'POST',
  path: '/umbraco/api/membership/transferPTC',
  auth: 'member',
} as const;
export const searchPlayers = {
  name: 'searchPlayers',
  method: 'POST',
  path: '/umbraco/api/player/search',
  auth: 'member',
} as const;
export const getPlayerProfile = {
  name: 'getPlayerProfile',
  method: 'GET',
  path: '/umbraco/api/Membership/GetPlayerProfile',
  auth: 'member',
} as const;
export const getLimitedPlayerProfile = {
  name: 'getLimitedPlayerProfile',
  method: 'GET',
  path: '/umbraco/api/Membership/GetLimitedPlayerProfile',
  auth: 'none',
} as const;
export const getPlayerResults = {
  name: 'getPlayerResults',
  method: 'GET',
  path: '/umbraco/api/Membership/GetPlayerResults',
  auth: 'none',
} as const;
export const playerTicketChangeHistory = {
  name: 'playerTicketChangeHistory',
  method: 'GET',
  path: '/umbraco/api/membership/playerTicketChangeHistory',
  auth: 'member',
} as const;
export const playerVoucherReceiveHistory = {
  name: 'playerVoucherReceiveHistory',
  method: 'GET',
  path: '/umbraco/api/membership/playerVoucherReceiveHistory',
  auth: 'member',
} as const;
export const playerVoucherConsumeHistory = {
  name: 'playerVoucherConsumeHistory',
  method: 'GET',
  path: '/umbraco/api/membership/playerVoucherConsumeHistory',
  auth: 'member',
} as const;

export const getLeaderboardProfile = {
  name: 'getLeaderboardProfile',
  method: 'GET',
  path: '/umbraco/api/Membership/GetLeaderboardProfile',
  auth: 'none',
} as const;
export const getPlayerAchievements = {
  name: 'getPlayerAchievements',
  method: 'GET',
  path: '/umbraco/api/Membership/GetPlayerAchievements',
  auth: 'none',
} as const;
export const getAllAchievements = {
  name: 'getAllAchievements',
  method: 'GET',
  path: '/umbraco/api/Membership/GetAllAchievements',
  auth: 'none',
} as const;
export const getPlayerPhotos = {
  name: 'getPlayerPhotos',
  method: 'GET',
  path: '/umbraco/api/EventPhoto/GetPlayerPhotos',
  auth: 'none',
} as const;
export const getQualifiedMajorEvents = {
  name: 'getQualifiedMajorEvents',
  method: 'GET',
  path: '/umbraco/api/Membership/GetQualifiedMajorEvents',
  auth: 'member',
} as const;
export const getEventTickets = {
  name: 'getEventTickets',
  method: 'GET',
  path: '/umbraco/api/Membership/EventTickets',
  auth: 'member',
} as const;

// Tickets and vouchers: buying, swapping and transferring (member spec, sections 2, 4 and 7).
export const searchPtcRedeemableEvents = {
  method: 'GET',
  path: '/umbraco/api/Event/SearchPTCRedeemableEvents',
  auth: 'member',
} as const;
export const getSecurePayToken = {
  method: 'GET',
  path: '/umbraco/api/membership/getSecurePayToken',
  auth: 'member',
} as const;
export const getCardForm = {
  method: 'GET',
  path: '/umbraco/api/payment/cardForm',
  auth: 'member',
} as const;
export const tokenizeCard = {
  method: 'POST',
  path: '/umbraco/api/payment/tokenizeCard',
  auth: 'member',
} as const;
export const purchaseEventTicket = {
  method: 'POST',
  path: '/umbraco/api/Membership/PurchaseEventTicket',
  auth: 'member',
} as const;
export const purchaseReceipt = {
  method: 'GET',
  path: '/umbraco/api/membership/purchaseReceipt',
  auth: 'member',
} as const;
export const eventTicketDetail = {
  method: 'GET',
  path: '/umbraco/api/membership/eventTicketDetail',
  auth: 'member',
} as const;
export const voucherDetail = {
  method: 'GET',
  path: '/umbraco/api/membership/voucherDetail',
  auth: 'member',
} as const;
export const voucherListEvents = {
  method: 'GET',
  path: '/umbraco/api/voucher/listEvents',
  auth: 'member',
} as const;
export const searchSwappableEvents = {
  method: 'POST',
  path: '/umbraco/api/event/searchSwappableEvents',
  auth: 'member',
} as const;
export const swapFlight = {
  method: 'POST',
  path: '/umbraco/api/membership/swapFlight',
  auth: 'member',
} as const;
export const transferTicket = {
  method: 'POST',
  path: '/umbraco/api/membership/transferTicket',
  auth: 'member',
} as const;

// The site's own pages, files and forms outside the API.

export const loginPage = { method: 'GET', path: '/login', auth: 'none' } as const;
export const login = { method: 'POST', path: '/login', auth: 'none' } as const;
export const logout = {
  method: 'POST',
  path: '/umbraco/surface/account/logout',
  auth: 'none',
} as const;
export const logoutEverywhere = {
  method: 'POST',
  path: '/umbraco/surface/account/logouteverywhere',
  auth: 'none',
} as const;
export const eventCalendar = {
  method: 'GET',
  path: '/calendar/event/{id}.ics',
  auth: 'none',
} as const;
export const memberCalendar = {
  method: 'GET',
  path: '/calendar/member/{token}.ics',
  auth: 'none',
} as const;
export const venueMap = {
  method: 'GET',
  path: '/maps/venue/{id}.svg',
  auth: 'none',
} as const;
export const eventQr = { method: 'GET', path: '/qr/event/{id}.svg', auth: 'none' } as const;
export const leaderboardPrint = {
  method: 'GET',
  path: '/leaderboard/print',
  auth: 'none',
} as const;
export const leaderboardCsv = {
  method: 'GET',
  path: '/leaderboard/csv',
  auth: 'none',
} as const;
/** The one page other sites may frame: a leaderboard without the site's header and footer. */
export const leaderboardEmbed = {
  method: 'GET',
  path: '/embed/leaderboard',
  auth: 'none',
} as const;
export const avatarFile = {
  method: 'GET',
  path: '/avatars/{file}',
  auth: 'none',
} as const;
/** Development only (registered with SMS_OUTBOX_PAGE=1 or under npm run dev): the local sender's SMS outbox. */
export const smsOutbox = {
  method: 'GET',
  path: '/dev/sms-outbox',
  auth: 'none',
} as const;
// The hub's own path is in hub.ts (kept out of this file: the first load of every page carries it); the server
// registers this at HUB_PATH + '/negotiate', and the OpenAPI test checks the two agree.
export const clockHubNegotiate = {
  method: 'POST',
  path: '/hubs/tournamentClock/negotiate',
  auth: 'none',
} as const;

// A news article's uploaded banner or logo (issue 34).
export const newsImageFile = {
  method: 'GET',
  path: '/news-images/{file}',
  auth: 'none',
} as const;
// An event photo uploaded by the league office (issue 34), in the size the galleries show.
export const eventPhotoFile = {
  method: 'GET',
  path: '/event-photos/{file}',
  auth: 'none',
} as const;
