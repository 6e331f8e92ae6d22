import { z } from 'zod';
import { loggedMemberSchema, loginFormSchema, logoutFormSchema } from './account';
import {
  accountSettingsSchema,
  avatarFileParamsSchema,
  avatarUploadedSchema,
  pendingAvatarSchema,
  reviewAvatarBodySchema,
  updateAccountSettingsBodySchema,
} from './account-settings';
import { articleNameQuerySchema, generalArticleSchema, menuArticleSchema } from './article';
import { CLOCK_ACTIONS, clockActionBodySchema, clockQuerySchema, clockStatusSchema } from './clock';
import { queryId, safeText } from './common';
import {
  featuredPhotosQuerySchema,
  majorEventSchema,
  newsArticleSchema,
  photoSchema,
  stateQuerySchema,
} from './content';
import type * as endpoints from './endpoints';
import { eventDetailSchema, eventIdQuerySchema, eventResultSchema } from './event-detail';
import {
  calendarSubscriptionSchema,
  favouriteAnswerSchema,
  favouriteQuerySchema,
  gameSchema,
  nearbyResultSchema,
  searchEventsSchema,
  searchNearbySchema,
} from './game';
import { leaderboardByEventSchema, leaderboardRowSchema } from './leaderboard';
import { nearestVenueQuerySchema, nearestVenueSchema, regionListSchema } from './location';
import {
  calendarTokenParamsSchema,
  fileIdParamsSchema,
  leaderboardPrintQuerySchema,
  loginQuerySchema,
  negotiateAnswerSchema,
  staticMapQuerySchema,
} from './pages';
import {
  achievementSchema,
  customerQuerySchema,
  leaderboardProfileQuerySchema,
  leaderboardProfileSchema,
  limitedPlayerProfileSchema,
  limitedProfileQuerySchema,
  playerProfileSchema,
  playerResultSchema,
  playerResultsQuerySchema,
  qualificationSchema,
  ticketSchema,
} from './profile';
import {
  consumeItemSchema,
  consumeQuerySchema,
  listPtcQuerySchema,
  playerSearchBodySchema,
  playerSearchResultSchema,
  ptcLotSchema,
  ptcSummarySchema,
  transferPtcBodySchema,
  transferResultSchema,
} from './ptc';
import {
  accountDeleteRequestBodySchema,
  codeSentSchema,
  mobileBodySchema,
  mobileVerifiedSchema,
  otpCodeVerifyBodySchema,
  passwordResetBodySchema,
  registrationAnswerSchema,
  registrationBodySchema,
  resultSchema,
  smsOutboxSchema,
  verifyTotpBodySchema,
} from './registration';
import { seasonListQuerySchema, seasonSchema } from './season';
import { venueListItemSchema, venueListQuerySchema } from './venue';
import {
  venueByIdQuerySchema,
  venueByNameQuerySchema,
  venueDetailSchema,
  venueEventsQuerySchema,
  venueEventsSchema,
} from './venue-detail';
import {
  changeHistoryItemSchema,
  consumeHistoryItemSchema,
  receiveHistoryItemSchema,
} from './voucher-history';

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** A non-JSON answer: a page, a file or a redirect. */
export interface FileAnswer {
  readonly contentType: 'text/html' | 'text/calendar' | 'image/svg+xml' | 'image/*' | 'redirect';
  readonly description: string;
}

/** The Zod half of an endpoint's declaration (see endpoints.ts). */
export interface EndpointSchemas {
  readonly summary: string;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  /** How the body is sent; 'form' for the server-rendered pages' forms, 'multipart' for file uploads. */
  readonly bodyType?: 'json' | 'form' | 'multipart';
  /** The handler reads the body itself (the login form answers its errors as a page, not JSON). */
  readonly bodyCheckedByHandler?: true;
  readonly answer: z.ZodType | FileAnswer;
  /**
   * The server does not run the answer through its schema: the handler builds it from typed rows and the
   * check would cost more than the query (searches of up to 500 games). The client still checks it in
   * development and tests.
   */
  readonly answerTrusted?: true;
  /** The statuses besides 200, 400 (with query, params or body), 401 and 403 (from auth) it can answer. */
  readonly errors?: readonly (404 | 409 | 429)[];
}

const photos = z.array(photoSchema);
const games = z.array(gameSchema);

export const endpointSchemas = {
  getLoggedMember: { summary: 'The signed-in member', answer: loggedMemberSchema },
  mobileDuplicateCheck: {
    summary: 'The mobile in its canonical form when no member has it (400 under mobile otherwise)',
    body: mobileBodySchema,
    answer: z.string(),
  },
  otpCodeSend: {
    summary: 'Sends a registration code by SMS (6 digits, 10 minutes; another only after 90 s)',
    body: mobileBodySchema,
    answer: codeSentSchema,
    errors: [429],
  },
  otpCodeVerify: {
    summary: 'Checks a registration code: false when wrong; 429 after 5 wrong codes',
    body: otpCodeVerifyBodySchema,
    answer: z.boolean(),
    errors: [429],
  },
  membershipRegister: {
    summary: 'Registers a member whose mobile was verified in the last 30 minutes',
    body: registrationBodySchema,
    answer: registrationAnswerSchema,
  },
  generateTotp: {
    summary: "Sends a code to verify the signed-in member's mobile",
    body: mobileBodySchema,
    answer: codeSentSchema,
    errors: [429],
  },
  verifyTotp: {
    summary: "Verifies the signed-in member's mobile with the code sent to it",
    body: verifyTotpBodySchema,
    answer: mobileVerifiedSchema,
    errors: [429],
  },
  accountDeleteRequest: {
    summary: 'Records a request to delete an account, for staff',
    body: accountDeleteRequestBodySchema,
    answer: resultSchema,
    errors: [429],
  },
  passwordResetSendCode: {
    summary:
      'Forgot password: sends a code to the mobile when a member has it verified (the same answer either way)',
    body: mobileBodySchema,
    answer: codeSentSchema,
    errors: [429],
  },
  passwordReset: {
    summary: "Sets a new password with the code sent to the member's verified mobile; ends their sessions",
    body: passwordResetBodySchema,
    answer: resultSchema,
    errors: [429],
  },
  getPlayerAccountSettings: {
    summary: "The signed-in member's account settings, with the avatar waiting for approval",
    answer: accountSettingsSchema,
  },
  updatePlayerAccountSettings: {
    summary: 'Saves the account settings; 400 with a field-to-message map (`errors`) when a rule fails',
    body: updateAccountSettingsBodySchema,
    answer: accountSettingsSchema,
  },
  uploadAvatar: {
    summary:
      'Uploads a new avatar (multipart field uploadAvatar; JPG/PNG by content, at most 10 MB), pending approval',
    body: z.object({ uploadAvatar: z.string().describe('The image file (binary)') }),
    bodyType: 'multipart',
    answer: avatarUploadedSchema,
    errors: [429],
  },
  listPendingAvatars: {
    summary: 'Staff: the avatars waiting for approval, oldest first',
    answer: z.array(pendingAvatarSchema),
  },
  reviewAvatar: {
    summary: "Staff: approves (the member's avatar becomes it) or rejects an uploaded avatar",
    body: reviewAvatarBodySchema,
    answer: resultSchema,
    errors: [404, 409],
  },
  listRegions: { summary: 'Regions with their state', answer: regionListSchema },
  listSeasons: {
    summary: "A brand's seasons (default brand 2), newest first, with months",
    query: seasonListQuerySchema,
    answer: z.array(seasonSchema),
  },
  listVenues: {
    summary: 'Venues with days and game scoreboards; with season, only venues that played in it',
    query: venueListQuerySchema,
    answer: z.array(venueListItemSchema),
    errors: [404],
  },
  getNearestVenue: {
    summary: 'The nearest venue to a position, with its stateId and regionId',
    query: nearestVenueQuerySchema,
    answer: nearestVenueSchema,
    errors: [404],
  },
  getVenueById: {
    summary: 'A venue with its days and scoreboards',
    query: venueByIdQuerySchema,
    answer: venueDetailSchema,
    errors: [404],
  },
  getVenueByName: {
    summary: 'A venue by slug or exact name',
    query: venueByNameQuerySchema,
    answer: venueDetailSchema,
    errors: [404],
  },
  getEventsByVenue: {
    summary: "A venue's past, current week's and future events",
    query: venueEventsQuerySchema,
    answer: venueEventsSchema,
    errors: [404],
  },
  listGeneralArticles: { summary: 'Content pages for the About menu', answer: z.array(menuArticleSchema) },
  getGeneralArticle: {
    summary: 'One content page',
    query: articleNameQuerySchema,
    answer: generalArticleSchema,
    errors: [404],
  },
  getFeaturedArticles: {
    summary: 'Featured news for a state and the national stories, newest first',
    query: stateQuerySchema,
    answer: z.array(newsArticleSchema),
  },
  getFeaturedPhotos: {
    summary: 'Featured photos, newest first (12)',
    query: featuredPhotosQuerySchema,
    answer: photos,
  },
  getEventPhotos: {
    summary: "An event's photos, newest first",
    query: z.object({ event: queryId }),
    answer: photos,
  },
  getVenuePhotos: {
    summary: "A venue's photos, newest first",
    query: z.object({ venue: queryId }),
    answer: photos,
  },
  getMajorEvents: {
    summary: 'Upcoming major events of a state and the national ones',
    query: stateQuerySchema,
    answer: z.array(majorEventSchema),
  },
  getAplptMajorEvents: {
    summary: 'Upcoming APLPT major events of a state and the national ones',
    query: stateQuerySchema,
    answer: z.array(majorEventSchema),
  },
  searchEvents: {
    summary: 'Upcoming games (active and on hold) by filters or text; for members with their hearts',
    body: searchEventsSchema,
    answer: games,
    answerTrusted: true,
  },
  searchNearbyEvents: {
    summary: "Geocodes a suburb or postcode and answers the week's games within 50 km, nearest first",
    body: searchNearbySchema,
    answer: nearbyResultSchema,
    answerTrusted: true,
  },
  getEventById: {
    summary: "An event's page data",
    query: eventIdQuerySchema,
    answer: eventDetailSchema,
    errors: [404],
  },
  getEventResult: {
    summary: 'Finishing order with points, cash and PTC; empty until the event is closed',
    query: eventIdQuerySchema,
    answer: eventResultSchema,
    errors: [404],
  },
  searchLeaderboardByEvent: {
    summary: "The scoreboard's season standings for an event (or the ids given)",
    body: leaderboardByEventSchema,
    answer: z.array(leaderboardRowSchema),
    errors: [404],
  },
  getFavouriteGames: {
    summary: "The member's saved games that have not finished, soonest first",
    query: z.object({ user: safeText(40).optional() }),
    answer: games,
  },
  addFavouriteGame: {
    summary: 'Saves an upcoming game (idempotent)',
    query: favouriteQuerySchema,
    answer: favouriteAnswerSchema,
    errors: [404],
  },
  deleteFavouriteGame: {
    summary: 'Removes a saved game (idempotent)',
    query: favouriteQuerySchema,
    answer: favouriteAnswerSchema,
    errors: [404],
  },
  getCalendarSubscription: {
    summary: "The member's private iCalendar feed of saved games",
    answer: calendarSubscriptionSchema,
  },
  rotateCalendarSubscription: {
    summary: 'A new private feed address for the member; the old one stops working at once',
    answer: calendarSubscriptionSchema,
  },
  getClockStatus: {
    summary: 'The tournament clock as it stands now',
    query: clockQuerySchema,
    answer: clockStatusSchema,
    errors: [404],
  },
  sendClockAction: {
    summary: "A tournament director's action on the clock, pushed at once to everyone watching",
    params: z.object({
      action: z.enum(CLOCK_ACTIONS, { message: `must be one of ${CLOCK_ACTIONS.join(', ')}` }),
    }),
    query: clockQuerySchema,
    body: clockActionBodySchema,
    answer: clockStatusSchema,
    errors: [404, 409],
  },

  // Issue 11: the member profile, the PTC ledger and transfers, voucher history.
  getPtcSummary: {
    summary: "The member's PTC: balance, expired and used, what may be transferred, transactions and rules",
    answer: ptcSummarySchema,
  },
  listPtc: {
    summary: "The member's credits with PTC left (with allowTransfer=true, only the transferable ones)",
    query: listPtcQuerySchema,
    answer: z.array(ptcLotSchema),
  },
  listConsumePtc: {
    summary: 'Which credits a transfer (or redemption) of amount would consume, expiring first',
    query: consumeQuerySchema,
    answer: z.array(consumeItemSchema),
  },
  transferPtc: {
    summary: 'Transfers PTC to another member; the rules refused answer success false with the reason',
    body: transferPtcBodySchema,
    answer: transferResultSchema,
  },
  searchPlayers: {
    summary: 'Active members by first name, last name or card number (mode 4), with their last played event',
    body: playerSearchBodySchema,
    answer: z.array(playerSearchResultSchema),
  },
  getPlayerProfile: {
    summary:
      "The signed-in member's own profile: stats, ranks, results, saved games, qualifications, achievements, photos",
    answer: playerProfileSchema,
  },
  getLimitedPlayerProfile: {
    summary: "Another player's profile: stats, ranks, results, achievements and photos",
    query: limitedProfileQuerySchema,
    answer: limitedPlayerProfileSchema,
    errors: [404],
  },
  getPlayerResults: {
    summary: "A player's results, newest first, by season and month",
    query: playerResultsQuerySchema,
    answer: z.array(playerResultSchema),
    errors: [404],
  },
  playerTicketChangeHistory: {
    summary: "The member's swap and transfer requests, newest first",
    answer: z.array(changeHistoryItemSchema),
  },
  playerVoucherReceiveHistory: {
    summary: 'The vouchers the member received, newest first',
    answer: z.array(receiveHistoryItemSchema),
  },
  playerVoucherConsumeHistory: {
    summary: "The member's vouchers that were redeemed, converted, revoked or refunded, newest first",
    answer: z.array(consumeHistoryItemSchema),
  },
  getLeaderboardProfile: {
    summary: "A player's state, region and venue ranks in a season (default: the current one)",
    query: leaderboardProfileQuerySchema,
    answer: leaderboardProfileSchema,
    errors: [404],
  },
  getPlayerAchievements: {
    summary: "A player's achievements, each earned from their results",
    query: customerQuerySchema,
    answer: z.array(achievementSchema),
    errors: [404],
  },
  getAllAchievements: {
    summary: 'Every achievement there is, none completed',
    answer: z.array(achievementSchema),
  },
  getPlayerPhotos: {
    summary: "Photos from a player's games, newest first",
    query: customerQuerySchema,
    answer: z.array(photoSchema),
    errors: [404],
  },
  getQualifiedMajorEvents: {
    summary: "The signed-in member's qualifications (satellites won); another membershipId answers none",
    query: z.object({ membershipId: queryId.optional() }),
    answer: z.array(qualificationSchema),
  },
  getEventTickets: {
    summary: 'The vouchers the signed-in member holds, with what may be done with each',
    answer: z.array(ticketSchema),
  },

  loginPage: {
    summary: 'The sign-in page (members already signed in go straight to returnUrl)',
    query: loginQuerySchema,
    answer: { contentType: 'text/html', description: 'The sign-in form' },
  },
  login: {
    summary: 'Signs in: 302 to returnUrl with the session cookie, or the form again with 400, 401 or 429',
    body: loginFormSchema,
    bodyType: 'form',
    bodyCheckedByHandler: true,
    answer: { contentType: 'redirect', description: 'To returnUrl when it is a same-site path, else /' },
    errors: [429],
  },
  logout: {
    summary: 'Ends the session; refused (403) unless the form token and the Origin are this site',
    body: logoutFormSchema.optional(),
    bodyType: 'form',
    answer: { contentType: 'redirect', description: 'To returnUrl when it is a same-site path, else /' },
  },
  logoutEverywhere: {
    summary: 'Ends every session of the member (all devices); the same checks as the log-out form',
    body: logoutFormSchema.optional(),
    bodyType: 'form',
    answer: { contentType: 'redirect', description: 'To returnUrl when it is a same-site path, else /' },
  },
  eventCalendar: {
    summary: 'One game as an iCalendar file',
    params: fileIdParamsSchema,
    answer: { contentType: 'text/calendar', description: 'The event' },
    errors: [404],
  },
  memberCalendar: {
    summary: "A member's saved games, for calendar subscriptions",
    params: calendarTokenParamsSchema,
    answer: { contentType: 'text/calendar', description: 'The saved games' },
    errors: [404],
  },
  venueMap: {
    summary: "A venue's static map (Google's with a key, else drawn here)",
    params: fileIdParamsSchema,
    query: staticMapQuerySchema,
    answer: { contentType: 'image/svg+xml', description: 'The map, or a redirect to Google Static Maps' },
    errors: [404],
  },
  eventQr: {
    summary: "A QR code of the event page's address on this site",
    params: fileIdParamsSchema,
    answer: { contentType: 'image/svg+xml', description: 'The QR code' },
    errors: [404],
  },
  leaderboardPrint: {
    summary: 'The printable A4 leaderboard of a region or a venue',
    query: leaderboardPrintQuerySchema,
    answer: { contentType: 'text/html', description: 'The printable page' },
    errors: [404],
  },
  avatarFile: {
    summary: 'An uploaded avatar image (the name is unguessable; approved ones are linked from profiles)',
    params: avatarFileParamsSchema,
    answer: { contentType: 'image/*', description: 'The JPG or PNG image' },
    errors: [404],
  },
  smsOutbox: {
    summary: 'Development only: the latest messages of the local SMS outbox, newest first',
    answer: smsOutboxSchema,
  },
  clockHubNegotiate: {
    summary:
      "The realtime hub's SignalR negotiate; then the WebSocket /hubs/tournamentClock?id={connectionToken}",
    answer: negotiateAnswerSchema,
  },
} as const satisfies { readonly [K in keyof typeof endpoints]: EndpointSchemas };

export type EndpointName = keyof typeof endpoints & keyof typeof endpointSchemas;
