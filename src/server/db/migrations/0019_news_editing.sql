ALTER TABLE "articles" DROP CONSTRAINT "articles_state_id_states_id_fk";
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "nav_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "state_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_due_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."status" = 'scheduled';--> statement-breakpoint
-- The articles from before: the state each had, and public since its date.
UPDATE "articles" SET "state_ids" = ARRAY["state_id"] WHERE "state_id" IS NOT NULL;--> statement-breakpoint
UPDATE "articles" SET "publish_at" = "article_date" WHERE "publish_at" IS NULL;--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "state_id";