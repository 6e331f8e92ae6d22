import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLE_NAMES } from '../../shared/contract/admin';
import { ARTICLE_STATUSES } from '../../shared/contract/admin-news';
import type { FloorCommand } from '../../shared/floor';

export const states = pgTable('states', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  short: text('short').notNull().unique(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [uniqueIndex('regions_state_name_uq').on(t.stateId, t.name)],
);

/** Australian localities: the offline geocoder (postcode, suburb, coordinates, SA4 region). */
export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    postcode: text('postcode').notNull(),
    suburb: text('suburb').notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
    regionId: integer('region_id').references(() => regions.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    deliveryArea: boolean('delivery_area').notNull(),
  },
  (t) => [
    index('localities_suburb_idx').on(t.suburb),
    index('localities_postcode_idx').on(t.postcode),
    index('localities_lat_lng_idx').on(t.lat, t.lng),
  ],
);

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    postcode: text('postcode').notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
    regionId: integer('region_id').references(() => regions.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
    description: text('description').notNull(),
    brandName: text('brand_name').notNull(),
  },
  (t) => [
    index('venues_lat_lng_idx').on(t.lat, t.lng),
    index('venues_state_region_idx').on(t.stateId, t.regionId),
  ],
);

export const venueDays = pgTable(
  'venue_days',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    weekday: smallint('weekday').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('venue_days_venue_weekday_uq').on(t.venueId, t.weekday)],
);

export const gameScoreboards = pgTable(
  'game_scoreboards',
  {
    id: serial('id').primaryKey(),
    venueDayId: integer('venue_day_id')
      .notNull()
      .references(() => venueDays.id),
    name: text('name').notNull(),
    startTime: text('start_time').notNull(),
  },
  (t) => [index('game_scoreboards_day_idx').on(t.venueDayId)],
);

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  brandId: smallint('brand_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  isCurrent: boolean('is_current').notNull(),
});

export const seasonMonths = pgTable(
  'season_months',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    name: text('name').notNull(),
    monthStart: date('month_start').notNull(),
  },
  (t) => [index('season_months_season_idx').on(t.seasonId)],
);

export const blindStructures = pgTable('blind_structures', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const blindLevels = pgTable(
  'blind_levels',
  {
    id: serial('id').primaryKey(),
    structureId: integer('structure_id')
      .notNull()
      .references(() => blindStructures.id),
    roundNumber: smallint('round_number').notNull(),
    roundLengthSeconds: integer('round_length_seconds').notNull(),
    smallBlind: integer('small_blind').notNull(),
    bigBlind: integer('big_blind').notNull(),
    ante: integer('ante').notNull(),
    breakLengthSeconds: integer('break_length_seconds').notNull(),
  },
  (t) => [uniqueIndex('blind_levels_structure_round_uq').on(t.structureId, t.roundNumber)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    seasonId: integer('season_id').references(() => seasons.id),
    venueDayId: integer('venue_day_id').references(() => venueDays.id),
    gameScoreboardId: integer('game_scoreboard_id').references(() => gameScoreboards.id),
    blindStructureId: integer('blind_structure_id').references(() => blindStructures.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    typeId: smallint('type_id').notNull(),
    gameType: text('game_type').notNull(),
    brandName: text('brand_name').notNull(),
    divisionName: text('division_name'),
    isSpecialEvent: boolean('is_special_event').notNull(),
    eventStatusId: smallint('event_status_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    startTime: text('start_time').notNull(),
    rego: text('rego'),
    lateRego: text('late_rego'),
    buyInAmount: integer('buy_in_amount').notNull(),
    buyInDescription: text('buy_in_description'),
    takeHomeAmount: integer('take_home_amount').notNull(),
    takeHomeAmountDescription: text('take_home_amount_description'),
    totalPtCredit: integer('total_pt_credit').notNull(),
    ptcRedeemable: boolean('ptc_redeemable').notNull(),
    creditCardRedeemable: boolean('credit_card_redeemable').notNull(),
    startingStack: integer('starting_stack'),
    rebuyInFee: integer('rebuy_in_fee'),
    addons: text('addons'),
    stateId: smallint('state_id').notNull(),
    regionId: integer('region_id'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** A satellite's major event: its top qualifyingPlaces finishers are that event's qualifiers. */
    qualifiesForMajorEventId: integer('qualifies_for_major_event_id'),
    qualifyingPlaces: smallint('qualifying_places'),
    /** The weekly game this night was made from (issue 34), and the night of its rule it stands for. */
    weeklyGameId: integer('weekly_game_id').references((): AnyPgColumn => weeklyGames.id, {
      onDelete: 'set null',
    }),
    occursOn: date('occurs_on'),
    /** Moved by staff off its rule's date or time: a change to the weekly game keeps its new date and time. */
    moved: boolean('moved').notNull().default(false),
  },
  (t) => [
    // One event per weekly game and night: filling the weeks ahead twice (or on two instances) adds nothing.
    uniqueIndex('events_weekly_game_night_uq').on(t.weeklyGameId, t.occursOn),
    index('events_qualifies_for_idx').on(t.qualifiesForMajorEventId),
    index('events_venue_starts_idx').on(t.venueId, t.startsAt),
    index('events_status_starts_idx').on(t.eventStatusId, t.startsAt),
    index('events_starts_lat_lng_idx').on(t.startsAt, t.lat, t.lng),
    index('events_lat_lng_idx').on(t.lat, t.lng),
    // An event page's earlier sessions: the same scoreboard's closed events before it, latest first.
    index('events_scoreboard_starts_idx').on(t.gameScoreboardId, t.startsAt),
    // A day's leaderboard, summed from its games (services/leaderboard.ts).
    index('events_venue_day_starts_idx').on(t.venueDayId, t.startsAt),
  ],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    customerGuid: uuid('customer_guid').notNull().unique(),
    membershipId: integer('membership_id').notNull().unique(),
    email: text('email').unique(),
    mobile: text('mobile'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    brandId: smallint('brand_id').notNull(),
    stateId: smallint('state_id').references(() => states.id),
    avatar: text('avatar'),
    role: text('role', { enum: STAFF_ROLE_NAMES }).notNull().default('member'),
    suburb: text('suburb'),
    postcode: text('postcode'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: ['F', 'M', 'X', '-'] }),
    /** Marketing preferences: consent given at registration, and the channels the member accepts. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    preferEmail: boolean('prefer_email').notNull().default(false),
    preferSms: boolean('prefer_sms').notNull().default(false),
    /** The marketing subscription store's view of the email: false after a change until it is confirmed. */
    emailValid: boolean('email_valid').notNull().default(true),
    /** Shows the approved uploaded avatar; false shows the default picture. */
    useAvatar: boolean('use_avatar').notNull().default(true),
    /** Always the sum of the member's PTC ledger rows (services/ptc-ledger.ts moves both in one transaction). */
    ptcBalance: integer('ptc_balance').notNull().default(0),
    /** Inactive members keep their history but cannot receive PTC. */
    active: boolean('active').notNull().default(true),
    /** Secret part of the member's private calendar subscription URL. */
    calendarToken: text('calendar_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff erased the member's personal data on their deletion request (a pseudonym stands in). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('members_mobile_idx').on(t.mobile),
    check('members_ptc_balance_not_negative', sql`${t.ptcBalance} >= 0`),
  ],
);

export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** Null for a walk-in without an account, recorded by name. */
    memberId: integer('member_id').references(() => members.id),
    playerName: text('player_name'),
    place: smallint('place').notNull(),
    points: integer('points').notNull(),
    cash: integer('cash').notNull(),
    ptc: integer('ptc').notNull(),
    /** Chips carried to the next day by a major event's day-1 flight finishers. */
    chipStack: integer('chip_stack'),
  },
  (t) => [index('results_event_idx').on(t.eventId), index('results_member_idx').on(t.memberId)],
);

/**
 * Players knocked out of a running event, in order (seq 1 is the first out), as the tournament director
 * records them; closing the event turns them into results.
 */
export const bustOuts = pgTable(
  'bust_outs',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    seq: smallint('seq').notNull(),
    memberId: integer('member_id').references(() => members.id),
    playerName: text('player_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seq] })],
);

/**
 * The tournament floor of an event (issue 35) as the log of the director's commands, resolved (the seats drawn,
 * the moves made), in order: the floor is their replay (shared/floor.ts), less the undone ones. Undone commands
 * stay until the next new command, which drops them (redo can no longer bring them back).
 */
export const floorCommands = pgTable(
  'floor_commands',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    seq: integer('seq').notNull(),
    command: jsonb('command').$type<FloorCommand>().notNull(),
    /** The console's id of the request that made it. */
    commandId: uuid('command_id').notNull(),
    undone: boolean('undone').notNull().default(false),
    madeBy: integer('made_by').references(() => members.id),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.seq] }),
    uniqueIndex('floor_commands_event_command_uq').on(t.eventId, t.commandId),
  ],
);

/**
 * Every floor request done, by the console's id (commands, undos, redos, the close): a resend of one is answered
 * without doing it again, even after the command it made was dropped from the log. Their count is the floor's
 * version, which only grows.
 */
export const floorRequests = pgTable(
  'floor_requests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    commandId: uuid('command_id').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.commandId] })],
);

/**
 * Standings kept up to date as results are recorded (services/standings.ts): one row per player and
 * leaderboard. scope 0 league, 1 state, 2 region, 3 venue (scope_id 0 for the league; a day's and a scoreboard's
 * boards are summed from their results); season_id 0 is all time, month_id 0 the whole season, division_id 0 every
 * division.
 */
export const standings = pgTable(
  'standings',
  {
    scope: smallint('scope').notNull(),
    scopeId: integer('scope_id').notNull(),
    seasonId: integer('season_id').notNull(),
    monthId: integer('month_id').notNull(),
    divisionId: smallint('division_id').notNull(),
    memberId: integer('member_id').notNull(),
    pts: integer('pts').notNull(),
    played: integer('played').notNull(),
    ft: integer('ft').notNull(),
    won: integer('won').notNull(),
    winnings: integer('winnings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.scopeId, t.seasonId, t.monthId, t.divisionId, t.memberId] }),
    // In Leaderboard/search's order, nulls first as its plain DESC: the top rows are read off the index, not sorted
    // from every player of a state's or the league's board (migration 0010).
    index('standings_points_idx').on(
      t.scope,
      t.scopeId,
      t.seasonId,
      t.monthId,
      t.divisionId,
      t.pts.desc().nullsFirst(),
      t.won.desc().nullsFirst(),
      t.ft.desc().nullsFirst(),
      t.played.asc(),
      t.memberId.asc(),
    ),
    // The all-time money leaderboard; a season's is small enough to sort.
    index('standings_winnings_idx')
      .on(
        t.scope,
        t.scopeId,
        t.divisionId,
        t.winnings.desc().nullsFirst(),
        t.won.desc().nullsFirst(),
        t.ft.desc().nullsFirst(),
        t.played.asc(),
        t.memberId.asc(),
      )
      .where(sql`${t.seasonId} = 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['general', 'news'] }).notNull(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    bannerUrl: text('banner_url'),
    logoUrl: text('logo_url'),
    showInNavbar: boolean('show_in_navbar').notNull().default(false),
    /** The About menu's order (About pages), smallest first. */
    navOrder: integer('nav_order').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** The states (ids) the article appears in; none: every state (national news). */
    stateIds: smallint('state_ids').array().notNull().default(sql`'{}'::smallint[]`),
    articleDate: timestamp('article_date', { withTimezone: true }).notNull(),
    /**
     * Draft, scheduled (public from publish_at on, and set to published by the job), published (since publish_at)
     * or unpublished. Visitors see published articles and scheduled ones whose time has come.
     */
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_kind_url_uq').on(t.kind, t.urlName),
    index('articles_due_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.eventId] }), index('favourites_event_idx').on(t.eventId)],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    eventId: integer('event_id').references(() => events.id),
    seasonId: integer('season_id').references(() => seasons.id),
    stateId: smallint('state_id').notNull(),
    regionId: integer('region_id'),
    largeUrl: text('large_url').notNull(),
    mediumUrl: text('medium_url').notNull(),
    caption: text('caption').notNull(),
    featured: boolean('featured').notNull().default(false),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('photos_state_taken_idx').on(t.stateId, t.takenAt),
    index('photos_venue_idx').on(t.venueId),
    index('photos_event_idx').on(t.eventId),
  ],
);

export const majorEvents = pgTable('major_events', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  urlName: text('url_name').notNull().unique(),
  aplpt: boolean('aplpt').notNull().default(false),
  stateId: smallint('state_id').references(() => states.id),
  logoUrl: text('logo_url').notNull(),
  bannerUrl: text('banner_url').notNull(),
  description: text('description').notNull(),
  venueAddress: text('venue_address').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  featureEvent: boolean('feature_event').notNull().default(false),
  /** Editions of one event share a series; their winners are the 'recent winners'. */
  series: text('series'),
  buyTicketUrl: text('buy_ticket_url'),
  qualificationProcess: text('qualification_process'),
  /** 1: a single event (eventId); 2: set up as sub-events. */
  setupModeId: smallint('setup_mode_id').notNull().default(1),
  linkedMajorEventId: integer('linked_major_event_id'),
  eventId: integer('event_id').references(() => events.id),
});

/** A day or flight of a major event: type 1 qualifier (day 1 flight), 2 master (day 2), other side events. */
export const subMajorEvents = pgTable(
  'sub_major_events',
  {
    id: serial('id').primaryKey(),
    majorEventId: integer('major_event_id')
      .notNull()
      .references(() => majorEvents.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    name: text('name').notNull(),
    typeId: smallint('type_id').notNull(),
    eventNumber: smallint('event_number').notNull(),
  },
  (t) => [index('sub_major_events_major_idx').on(t.majorEventId)],
);

/** Players tagged in a photo. */
export const photoPlayers = pgTable(
  'photo_players',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.memberId] })],
);

/** The authoritative clock of an event; remainingSeconds is as of triggeredAt (while running it counts down). */
export const tournamentClocks = pgTable('tournament_clocks', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id),
  runStatus: smallint('run_status').notNull().default(1),
  currentRound: smallint('current_round').notNull().default(1),
  isRound: boolean('is_round').notNull().default(true),
  remainingSeconds: integer('remaining_seconds').notNull(),
  triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull().defaultNow(),
  playersRemaining: integer('players_remaining').notNull().default(0),
  entries: integer('entries').notNull().default(0),
  reEntries: integer('re_entries').notNull().default(0),
});

/**
 * One-time codes sent by SMS (registration, mobile verification). Only a salted SHA-256 of the code is
 * kept; a code lives 10 minutes, allows 5 wrong attempts, and once verified may be consumed once.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'verify', 'reset'] }).notNull(),
    mobile: text('mobile').notNull(),
    memberId: integer('member_id').references(() => members.id),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_mobile_idx').on(t.purpose, t.mobile, t.createdAt)],
);

/** Every SMS the server sends; with the local default sender this is the outbox itself. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** Kept only by the local outbox; a real gateway's messages keep no text (it may hold a code). */
    body: text('body'),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_messages_created_idx').on(t.createdAt)],
);

/** Account deletion requests, kept for staff (the form needs no sign-in). */
export const accountDeleteRequests = pgTable(
  'account_delete_requests',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cardNumber: text('card_number'),
    email: text('email').notNull(),
    mobile: text('mobile'),
    reason: text('reason').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the member was erased (status 'erased'). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** pending (as sent) → verified (staff matched it to memberId) → erased (services/member-erasure.ts). */
    status: text('status', { enum: ['pending', 'verified', 'erased'] })
      .notNull()
      .default('pending'),
    memberId: integer('member_id').references(() => members.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => members.id),
    handledBy: integer('handled_by').references(() => members.id),
  },
  (t) => [index('account_delete_requests_status_idx').on(t.status, t.createdAt)],
);

export const PTC_SOURCES = ['result', 'transfer', 'manual', 'voucher', 'promotion'] as const;
export type PtcSource = (typeof PTC_SOURCES)[number];

/**
 * A lot of PTC credited to a member: where it came from, when it expires and how much of it is left.
 * Spending takes from the lots that expire first; what is left at expiry is written off by an expiry row.
 */
export const ptcCredits = pgTable(
  'ptc_credits',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source', { enum: PTC_SOURCES }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    expiredAmount: integer('expired_amount').notNull().default(0),
    /** Credits received from another member cannot be passed on. */
    transferable: boolean('transferable').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('ptc_credits_member_expiry_idx').on(t.memberId, t.expiresAt),
    check('ptc_credits_amount_positive', sql`${t.amount} > 0`),
    check('ptc_credits_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/**
 * Every PTC movement, append-only: a credit (+), a spend (-) or an expiry (-), each against one lot. One
 * movement (a transfer, a redemption) shares a movementGuid across its rows; a transfer's two sides share it.
 */
export const ptcLedger = pgTable(
  'ptc_ledger',
  {
    id: serial('id').primaryKey(),
    movementGuid: uuid('movement_guid').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    creditId: integer('credit_id')
      .notNull()
      .references(() => ptcCredits.id),
    kind: text('kind', { enum: ['credit', 'spend', 'expiry'] }).notNull(),
    purpose: text('purpose', { enum: ['credit', 'transfer', 'redeem', 'expiry'] }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ptc_ledger_member_idx').on(t.memberId, t.createdAt),
    index('ptc_ledger_movement_idx').on(t.movementGuid),
    check('ptc_ledger_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** Where a voucher came from (member spec, section 3). */
export const VOUCHER_SOURCE = {
  satelliteReward: 1,
  converted: 2,
  manualAllocated: 3,
  purchaseOnline: 4,
} as const;

/** A member's event vouchers: received from a source, consumed one way or another, or still held. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sourceType: smallint('source_type').notNull(),
    satelliteEventId: integer('satellite_event_id').references(() => events.id),
    shopOrderId: text('shop_order_id'),
    /** The event the voucher is a ticket to (a flight of a major event), and its redeem code. */
    eventId: integer('event_id').references(() => events.id),
    majorEventName: text('major_event_name'),
    redeemCode: text('redeem_code'),
    allowSwap: boolean('allow_swap').notNull().default(false),
    allowTransfer: boolean('allow_transfer').notNull().default(false),
    autoVoucherTransfer: boolean('auto_voucher_transfer').notNull().default(true),
    selfRegistrationEnabled: boolean('self_registration_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    consumedType: text('consumed_type', { enum: ['Redeemed', 'Converted to PTC', 'Revoked', 'Refunded'] }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    redeemedBy: text('redeemed_by'),
    /** Set on a ticket (an entry to its event): /tickets/... pages address it by this guid. */
    gameMembershipGuid: uuid('game_membership_guid').unique(),
    /** A ticket's origin: TICKET_ORIGIN. */
    ticketOrigin: smallint('ticket_origin'),
  },
  (t) => [index('vouchers_member_idx').on(t.memberId, t.createdAt)],
);

/** Where a ticket came from (member spec, section 3). */
export const TICKET_ORIGIN = { satelliteEntry: 1, ptcRedeemed: 2 } as const;

/** Swap and transfer requests on a member's tickets and vouchers, with staff's answer. */
export const voucherChangeRequests = pgTable(
  'voucher_change_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestType: smallint('request_type').notNull(),
    requestStatus: smallint('request_status').notNull(),
    currentEventId: integer('current_event_id').references(() => events.id),
    requestEventId: integer('request_event_id').references(() => events.id),
    currentPlayerId: integer('current_player_id').references(() => members.id),
    requestPlayerId: integer('request_player_id').references(() => members.id),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull(),
    respondDate: timestamp('respond_date', { withTimezone: true }),
    respondName: text('respond_name'),
    respondReason: text('respond_reason'),
    /** The ticket or voucher the request is about (a pending transfer moves it once staff approve). */
    voucherId: integer('voucher_id').references(() => vouchers.id),
  },
  (t) => [
    index('voucher_change_requests_member_idx').on(t.memberId, t.requestDate),
    index('voucher_change_requests_status_idx').on(t.requestStatus, t.requestDate),
  ],
);

/**
 * Ticket purchases on /redeem/event/{id}, one row per idempotency key: a retried request finds its row and
 * answers the same code (or the same refusal) without charging again.
 */
/**
 * A purchase's states: created (nothing sent to the processor yet) → charging (the charge may have been sent,
 * under the purchase's idempotency key) → charged (approved, charge id kept) → issued; or failed (no money
 * taken), or refunding → refunded (the charge was given back).
 */
export const PURCHASE_STATES = [
  'created',
  'charging',
  'charged',
  'issued',
  'refunding',
  'refunded',
  'failed',
] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

export const ticketPurchases = pgTable(
  'ticket_purchases',
  {
    id: serial('id').primaryKey(),
    /** The receipt's address (/redeem/receipt/{guid}). */
    guid: uuid('guid').notNull().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Where the purchase stands (PURCHASE_STATES); each step is committed before the next one starts. */
    status: text('status', { enum: PURCHASE_STATES }).notNull(),
    /** The single-use card token: one purchase per token, so a token can never pay twice. */
    cardToken: text('card_token'),
    ptcAmount: integer('ptc_amount').notNull(),
    /** The card's part of the buy-in, and the surcharge on top of it; both in cents. */
    cardAmountCents: integer('card_amount_cents').notNull(),
    surchargeCents: integer('surcharge_cents').notNull(),
    provider: text('provider'),
    chargeId: text('charge_id'),
    refunded: boolean('refunded').notNull().default(false),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    redeemCode: text('redeem_code'),
    failure: text('failure'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the purchase last moved (or was claimed by the recovery): how stale an unfinished one is. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ticket_purchases_member_key_uq').on(t.memberId, t.idempotencyKey),
    uniqueIndex('ticket_purchases_guid_uq').on(t.guid),
    index('ticket_purchases_voucher_idx').on(t.voucherId),
    uniqueIndex('ticket_purchases_card_token_uq').on(t.cardToken).where(sql`${t.cardToken} is not null`),
    index('ticket_purchases_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('created', 'charging', 'charged', 'refunding')`),
    check(
      'ticket_purchases_status',
      sql`${t.status} in ('created', 'charging', 'charged', 'issued', 'refunding', 'refunded', 'failed')`,
    ),
    check(
      'ticket_purchases_amounts',
      sql`${t.ptcAmount} >= 0 and ${t.cardAmountCents} >= 0 and ${t.surchargeCents} >= 0`,
    ),
  ],
);

/** The sandbox card processor's tokens: brand, last 4 digits and expiry; never the card number. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand', { enum: ['visa', 'mastercard'] }).notNull(),
  last4: text('last4').notNull(),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  /** What charging this card does, from the documented test numbers. */
  behaviour: text('behaviour', { enum: ['approve', 'decline', 'insufficient_funds'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set, once, by the one charge that uses the token. */
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The sandbox processor's charges, one per idempotency key. */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['approved', 'declined', 'insufficient_funds'] }).notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/** 'replaced': approved, then a newer approved upload took its place (its file is deleted). */
export const AVATAR_STATUSES = ['pending', 'approved', 'rejected', 'replaced'] as const;

/** Avatars members upload (files under DATA_DIR/avatars); shown only after staff approve them. */
export const avatarUploads = pgTable(
  'avatar_uploads',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: AVATAR_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => members.id),
  },
  (t) => [
    index('avatar_uploads_member_idx').on(t.memberId, t.createdAt),
    index('avatar_uploads_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One row a use of a limited action (an SMS code, an avatar upload, a deletion request), counted by key
 * until it expires: the limits when no Redis is shared (src/server/limits/database-allowances.ts).
 */
export const allowanceUses = pgTable(
  'allowance_uses',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('allowance_uses_key_idx').on(t.key, t.expiresAt),
    index('allowance_uses_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The server's scheduled work (src/server/jobs/schedule.ts): when each job runs next, and which instance holds
 * its run until when, so that instances sharing the database run each job once and a restart keeps the plan.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  leasedBy: text('leased_by'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
});

/**
 * Every change staff make, with who made it, when, and the values before and after (null where there was none):
 * read, filtered and exported by league admins. Rows are only added.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => members.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('staff_audit_actor_idx').on(t.actorId, t.at),
  ],
);

/** The venues a venue director runs (issue 34): their clock, results, schedule and photos, and no other venue's. */
export const staffVenues = pgTable(
  'staff_venues',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.venueId] }), index('staff_venues_venue_idx').on(t.venueId)],
);

/**
 * A venue's weekly game (issue 34): its rule (a weekday, every week, every second week from a first night, or the
 * last of the month), start time and details. Its nights for the weeks ahead are events (events.weekly_game_id).
 */
export const weeklyGames = pgTable(
  'weekly_games',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    weekday: smallint('weekday').notNull(),
    recurrence: text('recurrence', { enum: ['weekly', 'fortnightly', 'lastOfMonth'] }).notNull(),
    firstDate: date('first_date'),
    startTime: text('start_time').notNull(),
    typeId: smallint('type_id').notNull(),
    buyInAmount: integer('buy_in_amount').notNull(),
    guaranteeAmount: integer('guarantee_amount').notNull(),
    ptcCredit: integer('ptc_credit').notNull(),
    blindStructureId: integer('blind_structure_id')
      .notNull()
      .references(() => blindStructures.id),
    /** Late registration closes at the end of this blind level; null: no late registration. */
    lateRegoLevel: smallint('late_rego_level'),
    /** The re-entry fee; null: no re-entry. */
    reEntryFee: integer('re_entry_fee'),
    startingStack: integer('starting_stack'),
    gameScoreboardId: integer('game_scoreboard_id')
      .notNull()
      .references(() => gameScoreboards.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weekly_games_venue_idx').on(t.venueId)],
);

/**
 * The home page's carousel as the league office sets it (issue 34): a slide to a major event, a news article or
 * any link, in `position` order, shown between active_from and active_to (either open) in the states listed
 * (none: every state). With no banner active for a state, the carousel shows the major events and featured news.
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['major_event', 'news', 'link'] }).notNull(),
    majorEventId: integer('major_event_id').references(() => majorEvents.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    linkUrl: text('link_url'),
    /** Blank: the target's own name (a link's must be set). */
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    /** None: the target's banner. */
    imageUrl: text('image_url'),
    position: integer('position').notNull(),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    stateIds: smallint('state_ids').array().notNull().default(sql`'{}'::smallint[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_banners_position_idx').on(t.position)],
);
