CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"major_event_id" integer,
	"article_id" integer,
	"link_url" text,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"image_url" text,
	"position" integer NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"state_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_major_event_id_major_events_id_fk" FOREIGN KEY ("major_event_id") REFERENCES "public"."major_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_banners_position_idx" ON "home_banners" USING btree ("position");