CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"banner_url" text,
	"show_in_navbar" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"state_id" smallint,
	"article_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blind_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"structure_id" integer NOT NULL,
	"round_number" smallint NOT NULL,
	"round_length_seconds" integer NOT NULL,
	"small_blind" integer NOT NULL,
	"big_blind" integer NOT NULL,
	"ante" integer NOT NULL,
	"break_length_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blind_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"season_id" integer,
	"venue_day_id" integer,
	"game_scoreboard_id" integer,
	"blind_structure_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type_id" smallint NOT NULL,
	"game_type" text NOT NULL,
	"brand_name" text NOT NULL,
	"division_name" text,
	"is_special_event" boolean NOT NULL,
	"event_status_id" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"start_time" text NOT NULL,
	"rego" text,
	"late_rego" text,
	"buy_in_amount" integer NOT NULL,
	"buy_in_description" text,
	"take_home_amount" integer NOT NULL,
	"take_home_amount_description" text,
	"total_pt_credit" integer NOT NULL,
	"ptc_redeemable" boolean NOT NULL,
	"credit_card_redeemable" boolean NOT NULL,
	"starting_stack" integer,
	"rebuy_in_fee" integer,
	"addons" text,
	"state_id" smallint NOT NULL,
	"region_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_event_id_pk" PRIMARY KEY("member_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "game_scoreboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_day_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"postcode" text NOT NULL,
	"suburb" text NOT NULL,
	"state_id" smallint NOT NULL,
	"region_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"delivery_area" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"aplpt" boolean DEFAULT false NOT NULL,
	"state_id" smallint,
	"logo_url" text NOT NULL,
	"banner_url" text NOT NULL,
	"description" text NOT NULL,
	"venue_address" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"feature_event" boolean DEFAULT false NOT NULL,
	CONSTRAINT "major_events_url_name_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_guid" uuid NOT NULL,
	"membership_id" integer NOT NULL,
	"email" text,
	"mobile" text,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"brand_id" smallint NOT NULL,
	"state_id" smallint,
	"avatar" text,
	"role" text DEFAULT 'member' NOT NULL,
	"ptc_balance" integer DEFAULT 0 NOT NULL,
	"calendar_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_customer_guid_unique" UNIQUE("customer_guid"),
	CONSTRAINT "members_membership_id_unique" UNIQUE("membership_id"),
	CONSTRAINT "members_email_unique" UNIQUE("email"),
	CONSTRAINT "members_calendar_token_unique" UNIQUE("calendar_token")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"event_id" integer,
	"season_id" integer,
	"state_id" smallint NOT NULL,
	"region_id" integer,
	"large_url" text NOT NULL,
	"medium_url" text NOT NULL,
	"caption" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"place" smallint NOT NULL,
	"points" integer NOT NULL,
	"cash" integer NOT NULL,
	"ptc" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"month_start" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_current" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short" text NOT NULL,
	CONSTRAINT "states_short_unique" UNIQUE("short")
);
--> statement-breakpoint
CREATE TABLE "venue_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state_id" smallint NOT NULL,
	"region_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text,
	"description" text NOT NULL,
	"brand_name" text NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_levels" ADD CONSTRAINT "blind_levels_structure_id_blind_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."blind_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_day_id_venue_days_id_fk" FOREIGN KEY ("venue_day_id") REFERENCES "public"."venue_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_game_scoreboard_id_game_scoreboards_id_fk" FOREIGN KEY ("game_scoreboard_id") REFERENCES "public"."game_scoreboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_blind_structure_id_blind_structures_id_fk" FOREIGN KEY ("blind_structure_id") REFERENCES "public"."blind_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scoreboards" ADD CONSTRAINT "game_scoreboards_venue_day_id_venue_days_id_fk" FOREIGN KEY ("venue_day_id") REFERENCES "public"."venue_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_events" ADD CONSTRAINT "major_events_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_months" ADD CONSTRAINT "season_months_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_days" ADD CONSTRAINT "venue_days_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_kind_url_uq" ON "articles" USING btree ("kind","url_name");--> statement-breakpoint
CREATE UNIQUE INDEX "blind_levels_structure_round_uq" ON "blind_levels" USING btree ("structure_id","round_number");--> statement-breakpoint
CREATE INDEX "events_venue_starts_idx" ON "events" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("event_status_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_starts_lat_lng_idx" ON "events" USING btree ("starts_at","lat","lng");--> statement-breakpoint
CREATE INDEX "events_lat_lng_idx" ON "events" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "favourites_event_idx" ON "favourites" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "game_scoreboards_day_idx" ON "game_scoreboards" USING btree ("venue_day_id");--> statement-breakpoint
CREATE INDEX "localities_suburb_idx" ON "localities" USING btree ("suburb");--> statement-breakpoint
CREATE INDEX "localities_postcode_idx" ON "localities" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "localities_lat_lng_idx" ON "localities" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "members_mobile_idx" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "photos_state_taken_idx" ON "photos" USING btree ("state_id","taken_at");--> statement-breakpoint
CREATE INDEX "photos_venue_idx" ON "photos" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_state_name_uq" ON "regions" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "results_event_idx" ON "results" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "results_member_idx" ON "results" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "season_months_season_idx" ON "season_months" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_days_venue_weekday_uq" ON "venue_days" USING btree ("venue_id","weekday");--> statement-breakpoint
CREATE INDEX "venues_lat_lng_idx" ON "venues" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "venues_state_region_idx" ON "venues" USING btree ("state_id","region_id");