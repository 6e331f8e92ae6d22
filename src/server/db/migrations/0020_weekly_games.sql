CREATE TABLE "weekly_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"weekday" smallint NOT NULL,
	"recurrence" text NOT NULL,
	"first_date" date,
	"start_time" text NOT NULL,
	"type_id" smallint NOT NULL,
	"buy_in_amount" integer NOT NULL,
	"guarantee_amount" integer NOT NULL,
	"ptc_credit" integer NOT NULL,
	"blind_structure_id" integer NOT NULL,
	"late_rego_level" smallint,
	"re_entry_fee" integer,
	"starting_stack" integer,
	"game_scoreboard_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "weekly_game_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "occurs_on" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_games" ADD CONSTRAINT "weekly_games_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_games" ADD CONSTRAINT "weekly_games_blind_structure_id_blind_structures_id_fk" FOREIGN KEY ("blind_structure_id") REFERENCES "public"."blind_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_games" ADD CONSTRAINT "weekly_games_game_scoreboard_id_game_scoreboards_id_fk" FOREIGN KEY ("game_scoreboard_id") REFERENCES "public"."game_scoreboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_games_venue_idx" ON "weekly_games" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_weekly_game_id_weekly_games_id_fk" FOREIGN KEY ("weekly_game_id") REFERENCES "public"."weekly_games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_weekly_game_night_uq" ON "events" USING btree ("weekly_game_id","occurs_on");