ALTER TABLE "major_events" ADD COLUMN "series" text;--> statement-breakpoint
ALTER TABLE "major_events" ADD COLUMN "buy_ticket_url" text;--> statement-breakpoint
ALTER TABLE "major_events" ADD COLUMN "qualification_process" text;--> statement-breakpoint
ALTER TABLE "major_events" ADD COLUMN "setup_mode_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "major_events" ADD COLUMN "linked_major_event_id" integer;--> statement-breakpoint
ALTER TABLE "major_events" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "major_events" ADD CONSTRAINT "major_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "sub_major_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"major_event_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_id" smallint NOT NULL,
	"event_number" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_major_events" ADD CONSTRAINT "sub_major_events_major_event_id_major_events_id_fk" FOREIGN KEY ("major_event_id") REFERENCES "public"."major_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_major_events" ADD CONSTRAINT "sub_major_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_major_events_major_idx" ON "sub_major_events" USING btree ("major_event_id");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "qualifies_for_major_event_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "qualifying_places" smallint;--> statement-breakpoint
CREATE INDEX "events_qualifies_for_idx" ON "events" USING btree ("qualifies_for_major_event_id");--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "chip_stack" integer;--> statement-breakpoint
CREATE TABLE "photo_players" (
	"photo_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "photo_players_photo_id_member_id_pk" PRIMARY KEY("photo_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "photo_players" ADD CONSTRAINT "photo_players_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_players" ADD CONSTRAINT "photo_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
