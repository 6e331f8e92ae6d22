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
import {
  setStaffRoleBodySchema,
  setStaffVenuesBodySchema,
  staffAuditPageSchema,
  staffAuditQuerySchema,
  staffMemberSchema,
} from './admin';
import {
  eventSearchQuerySchema,
  pickedEventSchema,
  saveMajorEventBodySchema,
  staffMajorEventQuerySchema,
  staffMajorEventSchema,
  staffMajorEventSummarySchema,
} from './admin-major-events';
import {
  newsImageFileParamsSchema,
  newsImageQuerySchema,
  saveArticleBodySchema,
  staffArticleQuerySchema,
  staffArticleSchema,
  staffArticleSummarySchema,
  staffNewsQuerySchema,
} from './admin-news';
import {
  savePageBodySchema,
  staffPageQuerySchema,
  staffPageSchema,
  staffPageSummarySchema,
} from './admin-pages';
import {
  eventPhotosSchema,
  photoEventQuerySchema,
  photoEventSchema,
  photoEventsQuerySchema,
  photoFileParamsSchema,
  photoIdQuerySchema,
  photoTagBodySchema,
  photoTagQuerySchema,
  photoUploadBodySchema,
} from './admin-photos';
import { articleNameQuerySchema, generalArticleSchema, menuArticleSchema } from './article';
import { CLOCK_ACTIONS, clockActionBodySchema, clockQuerySchema, clockStatusSchema } from './clock';
import { queryId, safeText } from './common';
import {
  covidEventSchema,
  covidQuerySchema,
  featuredPhotosQuerySchema,
  majorEventSchema,
  newsArticleDetailSchema,
  newsArticleSchema,
  newsListQuerySchema,
  newsPageSchema,
  photoPageSchema,
  photoSchema,
  photoSearchSchema,
  stateQuerySchema,
} from './content';
import type { Declarations } from './declarations';
import { eventDetailSchema, eventIdQuerySchema, eventResultSchema } from './event-detail';
import { directorFloorSchema, floorCommandBodySchema, mySeatSchema, publicFloorSchema } from './floor';
import {
  calendarSubscriptionSchema,
  favouriteAnswerSchema,
  favouriteQuerySchema,
  gameSchema,
  nearbyResultSchema,
  searchEventsSchema,
  searchNearbySchema,
} from './game';
import {
  homeBannerSchema,
  orderBannersBodySchema,
  removeBannerBodySchema,
  saveBannerBodySchema,
  staffBannerSchema,
} from './home-banners';
import {
  leaderboardByEventSchema,
  leaderboardQuerySchema,
  leaderboardRowSchema,
  leaderboardSearchSchema,
} from './leaderboard';
import { nearestVenueQuerySchema, nearestVenueSchema, regionListSchema } from './location';
import {
  majorEventDetailSchema,
  majorEventIdQuerySchema,
  majorEventNameQuerySchema,
  masterQualifiersQuerySchema,
  previousMajorEventSchema,
  qualifierSchema,
  winnerResultSchema,
} from './major-event';
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
  smsOutboxQuerySchema,
  smsOutboxSchema,
  verifyTotpBodySchema,
} from './registration';
import {
  bustOutsSchema,
  playerChoiceSchema,
  playerMatchSchema,
  playerSearchQuerySchema,
  removeBustOutSchema,
} from './results-recording';
import { seasonListQuerySchema, seasonSchema } from './season';
import {
  deleteRequestSchema,
  eraseDeleteRequestBodySchema,
  erasedMemberSchema,
  refundablePurchaseSchema,
  refundablePurchasesQuerySchema,
  refundPurchaseBodySchema,
  refundResultSchema,
  verifyDeleteRequestBodySchema,
} from './staff-queues';
import {
  cardFormSchema,
  cardTokenSchema,
  changeResultSchema,
  flightSchema,
  pendingChangeSchema,
  purchaseBodySchema,
  purchaseReceiptQuerySchema,
  purchaseReceiptSchema,
  redeemableEventSchema,
  redeemableQuerySchema,
  redeemResultSchema,
  respondChangeBodySchema,
  securePayTokenSchema,
  swapFlightBodySchema,
  swappableQueryBodySchema,
  ticketQuerySchema,
  tokenizeCardBodySchema,
  transferTicketBodySchema,
  voucherEventSchema,
  voucherQuerySchema,
} from './tickets';
import { venueListItemSchema, venueListQuerySchema } from './venue';
import {
  adminVenueListQuerySchema,
  adminVenuePageSchema,
  adminVenueSchema,
  createVenueBodySchema,
  nightChangeAnswerSchema,
  nightChangeBodySchema,
  venueBodySchema,
  venueIdQuerySchema,
  venueScheduleSchema,
  weeklyGameBodySchema,
  weeklyGameIdQuerySchema,
} from './venue-admin';
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
  readonly contentType: 'text/html' | 'text/calendar' | 'text/csv' | 'image/svg+xml' | 'image/*' | 'redirect';
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
  getHomeBanners: {
    summary:
      "The home page's carousel for a state: the office's banners active now, in order, or (none set) the major events and three featured news",
    query: stateQuerySchema,
    answer: z.array(homeBannerSchema),
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
  listNews: {
    summary: 'News of a state and the national stories, newest first, 10 to a page',
    query: newsListQuerySchema,
    answer: newsPageSchema,
  },
  getNewsArticle: {
    summary: 'One news article with related news',
    query: articleNameQuerySchema,
    answer: newsArticleDetailSchema,
    errors: [404],
  },
  searchPhotos: {
    summary: 'Gallery photos by season, state, region and venue, newest first, 12 to a page',
    body: photoSearchSchema,
    answer: photoPageSchema,
  },
  getHallOfFameEventPhotos: {
    summary: "A hall-of-fame event's photos",
    query: z.object({ event: queryId }),
    answer: photos,
  },
  getMajorEvent: {
    summary: 'A major event by name with its schedule and recent winners',
    query: majorEventNameQuerySchema,
    answer: majorEventDetailSchema,
    errors: [404],
  },
  getAplptMajorEvent: {
    summary: 'An APLPT event by name with its schedule and recent winners',
    query: majorEventNameQuerySchema,
    answer: majorEventDetailSchema,
    errors: [404],
  },
  getMajorEventQualifiers: {
    summary: "A major event's qualifiers: the top finishers of the satellites feeding it",
    query: majorEventIdQuerySchema,
    answer: z.array(qualifierSchema),
  },
  getMasterQualifiers: {
    summary:
      "The day 2 chip stack list: finishers of the day 1 flights of the master sub-event's major event",
    query: masterQualifiersQuerySchema,
    answer: z.array(qualifierSchema),
  },
  getPreviousMajorEvents: {
    summary: 'Past major events with their sub-events, for the hall of fame',
    answer: z.array(previousMajorEventSchema),
  },
  getEventWinnerResult: {
    summary: "An event's paid places for the hall of fame",
    query: eventIdQuerySchema,
    answer: z.array(winnerResultSchema),
    errors: [404],
  },
  searchCovidLogEvents: {
    summary: "Today's games of a state for the covid-tracing check-in",
    query: covidQuerySchema,
    answer: z.array(covidEventSchema),
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
    summary:
      "The scoreboard's season standings for an event (or the ids given): the top 100, then a signed-in member's own row when they rank lower",
    body: leaderboardByEventSchema,
    answer: z.array(leaderboardRowSchema),
    errors: [404],
  },
  searchLeaderboard: {
    summary:
      "Players ranked by score (overall) or winnings (prize) for any leaderboard filter; ties share a rank. The top 100, then a signed-in member's own row when they rank lower",
    body: leaderboardSearchSchema,
    answer: z.array(leaderboardRowSchema),
  },
  searchResultPlayers: {
    summary: 'Members matching a name, mobile or membership number, for the director recording results',
    query: playerSearchQuerySchema,
    answer: z.array(playerMatchSchema),
  },
  getBustOuts: {
    summary: "An event's bust-outs so far, first out first",
    query: eventIdQuerySchema,
    answer: bustOutsSchema,
    errors: [404],
  },
  recordBustOut: {
    summary: 'Records the next player out (a member or a walk-in by name); the clock loses a player',
    query: eventIdQuerySchema,
    body: playerChoiceSchema,
    answer: bustOutsSchema,
    errors: [404, 409],
  },
  removeBustOut: {
    summary: 'Takes back a bust-out recorded by mistake; the players out after it move up',
    query: eventIdQuerySchema,
    body: removeBustOutSchema,
    answer: bustOutsSchema,
    errors: [404, 409],
  },
  closeEvent: {
    summary:
      'Names the winner, records the finishing order with points and prizes, closes the event and updates every standing',
    query: eventIdQuerySchema,
    body: playerChoiceSchema,
    answer: bustOutsSchema,
    errors: [404, 409],
  },
  getDirectorFloor: {
    summary:
      "The director's floor console: settings, players, tables, the prize pool and payouts, and what undo and redo would do",
    query: eventIdQuerySchema,
    answer: directorFloorSchema,
    errors: [404],
  },
  runFloorCommand: {
    summary:
      'One floor command (an entry, a rebuy, an add-on, the seat draw, a bust-out, a deal, a settings change, undo, redo or the close), done once per commandId; answers the floor after it',
    query: eventIdQuerySchema,
    body: floorCommandBodySchema,
    answer: directorFloorSchema,
    errors: [404, 409],
  },
  getPublicFloor: {
    summary:
      "An event's floor as every viewer sees it: tables and seats, recent moves, the prize pool and payouts (pushed as notifyFloorUpdate)",
    query: eventIdQuerySchema,
    answer: publicFloorSchema,
    errors: [404],
  },
  getMySeat: {
    summary:
      "The signed-in player's seat ticket at an event (to find their seat in the pushes) and their seat now",
    query: eventIdQuerySchema,
    answer: mySeatSchema,
    errors: [404],
  },
  getFavouriteGames: {
    summary: "The member's saved games that have not finished, soonest first",
    query: z.object({ user: safeText(40).optional() }),
    answer: games,
    // As many as the member saved (hundreds for some), every page load: built by toGame like the searches.
    answerTrusted: true,
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
    summary: 'The satellite places that qualified the signed-in member; another membershipId answers none',
    query: z.object({ membershipId: queryId.optional() }),
    answer: z.array(qualificationSchema),
  },
  getEventTickets: {
    summary: 'The vouchers the signed-in member holds, with what may be done with each',
    answer: z.array(ticketSchema),
  },

  searchPtcRedeemableEvents: {
    summary: 'The event when a ticket to it can be bought with PTC or a card (registration open), else none',
    query: redeemableQuerySchema,
    answer: z.array(redeemableEventSchema),
  },
  getSecurePayToken: {
    summary: "An access token for the card form (the configured payment provider's), valid for expires_in s",
    answer: securePayTokenSchema,
  },
  getCardForm: {
    summary: "The card form to show: the sandbox's fields, or SecurePay's script with its public identifiers",
    answer: cardFormSchema,
  },
  tokenizeCard: {
    summary: 'Sandbox processor: checks a Visa or Mastercard (Luhn, expiry) and answers a single-use token',
    body: tokenizeCardBodySchema,
    answer: cardTokenSchema,
    errors: [404],
  },
  purchaseEventTicket: {
    summary:
      'Buys a ticket with PTC and/or a card (2% surcharge) in one transaction; a retry answers the same code',
    body: purchaseBodySchema,
    answer: redeemResultSchema,
    errors: [404, 409],
  },
  purchaseReceipt: {
    summary: "The receipt of one of the member's finished purchases (404 for anyone else's)",
    query: purchaseReceiptQuerySchema,
    answer: purchaseReceiptSchema,
    errors: [404],
  },
  eventTicketDetail: {
    summary: "One of the member's tickets (404 for anyone else's)",
    query: ticketQuerySchema,
    answer: ticketSchema,
    errors: [404],
  },
  voucherDetail: {
    summary: "One of the member's vouchers with its event (404 for anyone else's)",
    query: voucherQuerySchema,
    answer: ticketSchema,
    errors: [404],
  },
  voucherListEvents: {
    summary: "The flights one of the member's vouchers can be used for: its own and the other open ones",
    query: voucherQuerySchema,
    answer: z.array(voucherEventSchema),
    errors: [404],
  },
  searchSwappableEvents: {
    summary: 'The other flights of the same event series whose registration is open, soonest first',
    body: swappableQueryBodySchema,
    answer: z.array(flightSchema),
    errors: [404],
  },
  swapFlight: {
    summary: "Moves one of the member's tickets or vouchers to another open flight of the same series",
    body: swapFlightBodySchema,
    answer: changeResultSchema,
    errors: [404, 409],
  },
  transferTicket: {
    summary:
      'Gives a ticket or voucher to another member: at once, or pending staff when automatic transfer is off',
    body: transferTicketBodySchema,
    answer: changeResultSchema,
    errors: [404, 409],
  },
  pendingChangeRequests: {
    summary: 'Staff: the transfer requests waiting for approval, oldest first',
    answer: z.array(pendingChangeSchema),
  },
  respondChangeRequest: {
    summary: 'Staff: approves (the ticket moves) or rejects a pending transfer request',
    body: respondChangeBodySchema,
    answer: resultSchema,
    errors: [404, 409],
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
  leaderboardCsv: {
    summary: 'Any leaderboard view as a CSV file (the same filters as Leaderboard/search)',
    query: leaderboardQuerySchema,
    answer: {
      contentType: 'text/csv',
      description: 'Rank, player, score, played, final tables, wins, winnings',
    },
  },
  leaderboardEmbed: {
    summary: "A leaderboard for a venue's own web site to frame: no header or footer",
    query: leaderboardQuerySchema,
    answer: { contentType: 'text/html', description: 'The embeddable page' },
  },
  avatarFile: {
    summary: 'An uploaded avatar image (the name is unguessable; approved ones are linked from profiles)',
    params: avatarFileParamsSchema,
    answer: { contentType: 'image/*', description: 'The JPG or PNG image' },
    errors: [404],
  },
  smsOutbox: {
    summary:
      'Development only: the latest messages of the local SMS outbox (of one mobile with `to`), newest first',
    query: smsOutboxQuerySchema,
    answer: smsOutboxSchema,
  },
  clockHubNegotiate: {
    summary:
      "The realtime hub's SignalR negotiate; then the WebSocket /hubs/tournamentClock?id={connectionToken}",
    answer: negotiateAnswerSchema,
  },
  listStaff: {
    summary: "League admins: every member with a staff role, their role and a venue director's venues",
    answer: z.array(staffMemberSchema),
  },
  setStaffRole: {
    summary:
      "League admins: gives a member a role (or 'member' to take it away); it holds from their next request",
    body: setStaffRoleBodySchema,
    answer: staffMemberSchema,
    errors: [404, 409],
  },
  listDeleteRequests: {
    summary:
      'League admins: account deletion requests not yet erased (oldest first), each with the account its e-mail names, then the last 50 erased',
    answer: z.array(deleteRequestSchema),
  },
  verifyDeleteRequest: {
    summary: "League admins: confirm a deletion request is the shown account's (the member's details agree)",
    body: verifyDeleteRequestBodySchema,
    answer: resultSchema,
    errors: [404, 409],
  },
  eraseDeleteRequest: {
    summary:
      "League admins: erase a verified request's member: personal data, avatar files, sessions and password go, a pseudonym stays on the results, standings, tickets and ledger",
    body: eraseDeleteRequestBodySchema,
    answer: erasedMemberSchema,
    errors: [404, 409],
  },
  listRefundablePurchases: {
    summary:
      'League admins: ticket purchases to refund, newest first (50): all, or by order number (APL-T…), membership number or e-mail',
    query: refundablePurchasesQuerySchema,
    answer: z.array(refundablePurchaseSchema),
  },
  refundPurchase: {
    summary:
      'League admins: refund an issued ticket purchase: the ticket is voided, the PTC part credited back, the card part refunded through the payment provider (recorded before and after, so a crash ends refunded)',
    body: refundPurchaseBodySchema,
    answer: refundResultSchema,
  },
  setStaffVenues: {
    summary:
      'League admins: the venues a venue director runs (the list replaces theirs); it holds from their next request',
    body: setStaffVenuesBodySchema,
    answer: staffMemberSchema,
    errors: [404, 409],
  },
  staffAudit: {
    summary: "League admins: the staff's changes, newest first, 50 a page, with the values before and after",
    query: staffAuditQuerySchema,
    answer: staffAuditPageSchema,
  },
  staffAuditCsv: {
    summary: 'League admins: the audit trail with the same filters as a CSV file (up to 10,000 rows)',
    query: staffAuditQuerySchema,
    answer: {
      contentType: 'text/csv',
      description: 'When, who, action, entity, id, before, after',
    },
  },
  listStaffNews: {
    summary:
      'Content editors: every news article with its state (draft, scheduled, published, unpublished), newest first',
    query: staffNewsQuerySchema,
    answer: z.array(staffArticleSummarySchema),
  },
  getStaffArticle: {
    summary: 'Content editors: one news article as the editor edits it',
    query: staffArticleQuerySchema,
    answer: staffArticleSchema,
    errors: [404],
  },
  saveNewsArticle: {
    summary:
      'Content editors: creates (no id) or updates a news article and moves it to a state: draft, scheduled (publishAt), published (now) or unpublished; its HTML is sanitised',
    body: saveArticleBodySchema,
    answer: staffArticleSchema,
    errors: [404],
  },
  previewNewsArticle: {
    summary:
      'Content editors: the article as /news/{name} will show it (sanitised, with its related news), unsaved',
    body: saveArticleBodySchema,
    answer: newsArticleDetailSchema,
  },
  uploadNewsImage: {
    summary:
      "Content editors: an article's banner (1600×560) or logo (256×256) as multipart field image (JPG, PNG or WebP, at most 10 MB); it is decoded, resized and served from /news-images/",
    query: newsImageQuerySchema,
    body: z.object({ image: z.string().describe('The image file (binary)') }),
    bodyType: 'multipart',
    answer: staffArticleSchema,
    errors: [404],
  },
  newsImageFile: {
    summary: "A news article's uploaded banner or logo, in the size the news pages show",
    params: newsImageFileParamsSchema,
    answer: { contentType: 'image/*', description: 'The JPG (banner) or PNG (logo) image' },
    errors: [404],
  },
  listStaffPages: {
    summary:
      "Content editors: every About page with its state (draft, published, unpublished), in the About menu's order",
    answer: z.array(staffPageSummarySchema),
  },
  getStaffPage: {
    summary: 'Content editors: one About page as the editor edits it',
    query: staffPageQuerySchema,
    answer: staffPageSchema,
    errors: [404],
  },
  saveAboutPage: {
    summary:
      'Content editors: creates (no id) or updates an About page (URL name, show in the About menu and its order) and moves it to a state: draft, published or unpublished; its HTML is sanitised',
    body: savePageBodySchema,
    answer: staffPageSchema,
    errors: [404],
  },
  previewAboutPage: {
    summary: 'Content editors: the page as /about/{slug} will show it (sanitised), unsaved',
    body: savePageBodySchema,
    answer: generalArticleSchema,
  },
  listStaffMajorEvents: {
    summary: 'Content editors: every major event, the latest first, with how many days and satellites it has',
    answer: z.array(staffMajorEventSummarySchema),
  },
  getStaffMajorEvent: {
    summary: 'Content editors: one major event as the editor edits it, with its schedule and satellites',
    query: staffMajorEventQuerySchema,
    answer: staffMajorEventSchema,
    errors: [404],
  },
  saveMajorEvent: {
    summary:
      'Content editors: creates (no id) or updates a major event: its details, its schedule (sub-events, each an event) and its satellites (events with their qualifying places); rows left out are removed; its HTML is sanitised',
    body: saveMajorEventBodySchema,
    answer: staffMajorEventSchema,
    errors: [404],
  },
  searchEventsToPick: {
    summary:
      'Content editors: up to 20 events whose title or venue name holds every word (or whose id is the text), soonest first',
    query: eventSearchQuerySchema,
    answer: z.array(pickedEventSchema),
  },
  listStaffBanners: {
    summary: "Content editors: every home banner the office has set, in the carousel's order",
    answer: z.array(staffBannerSchema),
  },
  saveHomeBanner: {
    summary:
      'Content editors: creates (no id, placed last) or updates a home banner: a major event, a news article or a link, its texts, picture, dates and states',
    body: saveBannerBodySchema,
    answer: staffBannerSchema,
    errors: [404],
  },
  orderHomeBanners: {
    summary: "Content editors: puts every home banner in the order given (the carousel's)",
    body: orderBannersBodySchema,
    answer: z.array(staffBannerSchema),
  },
  removeHomeBanner: {
    summary: 'Content editors: removes a home banner',
    body: removeBannerBodySchema,
    answer: z.array(staffBannerSchema),
    errors: [404],
  },
  adminListVenues: {
    summary:
      'Staff: the venues the member runs (a league admin: every venue), by name, searchable, 50 a page',
    query: adminVenueListQuerySchema,
    answer: adminVenuePageSchema,
  },
  adminGetVenue: {
    summary: 'Staff: one of their venues as the editor shows it',
    query: venueIdQuerySchema,
    answer: adminVenueSchema,
    errors: [404],
  },
  adminCreateVenue: {
    summary:
      'League admins: opens a venue (and gives it its venue directors); its suburb and postcode must be a known locality, which gives its state, region and position',
    body: createVenueBodySchema,
    answer: adminVenueSchema,
  },
  adminUpdateVenue: {
    summary:
      'Staff: changes one of their venues (the same checks); its coming games follow its place and name',
    query: venueIdQuerySchema,
    body: venueBodySchema,
    answer: adminVenueSchema,
    errors: [404],
  },
  adminVenueSchedule: {
    summary: "Staff: a venue's weekly games and its coming nights, with the blind structures to choose from",
    query: venueIdQuerySchema,
    answer: venueScheduleSchema,
    errors: [404],
  },
  adminCreateWeeklyGame: {
    summary: 'Staff: adds a weekly game to a venue; its nights for the next four weeks become games at once',
    query: venueIdQuerySchema,
    body: weeklyGameBodySchema,
    answer: venueScheduleSchema,
    errors: [404],
  },
  adminUpdateWeeklyGame: {
    summary:
      'Staff: changes a weekly game; its coming nights without entrants follow (nights off the new rule go), the others stay',
    query: weeklyGameIdQuerySchema,
    body: weeklyGameBodySchema,
    answer: venueScheduleSchema,
    errors: [404],
  },
  adminDeleteWeeklyGame: {
    summary: 'Staff: ends a weekly game; its coming nights without entrants go, the others stay',
    query: weeklyGameIdQuerySchema,
    answer: venueScheduleSchema,
    errors: [404],
  },
  adminChangeNight: {
    summary:
      'Staff: puts one coming night on hold (status 6), back on, cancels or moves it; members who saved it are told by SMS',
    query: eventIdQuerySchema,
    body: nightChangeBodySchema,
    answer: nightChangeAnswerSchema,
    errors: [404, 409],
  },
  eventPhotoFile: {
    summary: 'An event photo uploaded by the league office, in the size the galleries show (large or medium)',
    params: photoFileParamsSchema,
    answer: { contentType: 'image/*', description: 'The JPG photo' },
    errors: [404],
  },
  adminPhotoEvents: {
    summary:
      'Staff: the latest events photos can be added to (a venue director: their venues only), by title or venue, 30 at most',
    query: photoEventsQuerySchema,
    answer: z.array(photoEventSchema),
  },
  adminEventPhotos: {
    summary: "Staff: an event's photos with the players tagged in each (a venue director: their venues only)",
    query: photoEventQuerySchema,
    answer: eventPhotosSchema,
    errors: [404],
  },
  uploadEventPhotos: {
    summary:
      'Staff: adds photos to an event as multipart fields photos (1 to 12 JPG, PNG or WebP images, 10 MB each) and an optional caption; each is checked, resized to 1600 px (large) and 640×480 (medium) and served from /event-photos/',
    query: photoEventQuerySchema,
    body: photoUploadBodySchema,
    bodyType: 'multipart',
    answer: eventPhotosSchema,
    errors: [404],
  },
  deleteEventPhoto: {
    summary: 'Staff: removes a photo from its event (and the galleries and profiles)',
    query: photoIdQuerySchema,
    answer: eventPhotosSchema,
    errors: [404],
  },
  tagPhotoPlayer: {
    summary: 'Staff: tags a member in a photo; it then shows on their profile',
    query: photoIdQuerySchema,
    body: photoTagBodySchema,
    answer: eventPhotosSchema,
    errors: [404],
  },
  untagPhotoPlayer: {
    summary: 'Staff: removes a member’s tag from a photo',
    query: photoTagQuerySchema,
    answer: eventPhotosSchema,
    errors: [404],
  },
  adminPhotoPlayers: {
    summary: 'Staff: members matching a name, mobile or membership number, to tag in a photo',
    query: playerSearchQuerySchema,
    answer: z.array(playerMatchSchema),
  },
} as const satisfies { readonly [K in keyof Declarations]: EndpointSchemas };

export type EndpointName = keyof Declarations & keyof typeof endpointSchemas;
