CREATE TABLE "staff_venues" (
	"member_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	CONSTRAINT "staff_venues_member_id_venue_id_pk" PRIMARY KEY("member_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_venues_venue_idx" ON "staff_venues" USING btree ("venue_id");--> statement-breakpoint
-- A database from before venue scopes: its directors keep the venues of their state.
INSERT INTO "staff_venues" ("member_id", "venue_id")
  SELECT m."id", v."id" FROM "members" m JOIN "venues" v ON v."state_id" = m."state_id" WHERE m."role" = 'director';
