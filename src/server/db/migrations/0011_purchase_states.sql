-- A purchase is a durable state machine (created, charging, charged, issued; or failed, refunding, refunded) whose
-- every step is committed before the next starts, so a recovery can finish any purchase a crash interrupted.
-- The card token is kept on the purchase (one purchase per token) so the recovery can repeat the charge under
-- the same idempotency key, and the sandbox marks a token used in the same step that charges it.
ALTER TABLE "ticket_purchases" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "ticket_purchases" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ticket_purchases" SET "updated_at" = coalesce("completed_at", "created_at");--> statement-breakpoint
ALTER TABLE "ticket_purchases" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
UPDATE "ticket_purchases" SET "card_token" = substr("idempotency_key", 6)
  WHERE "idempotency_key" LIKE 'card:%' AND "card_amount_cents" > 0
    AND "id" = (SELECT min(p."id") FROM "ticket_purchases" p WHERE p."idempotency_key" = "ticket_purchases"."idempotency_key");--> statement-breakpoint
UPDATE "ticket_purchases" SET "status" = 'issued' WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "ticket_purchases" SET "status" = 'refunded' WHERE "status" = 'failed' AND "refunded";--> statement-breakpoint
UPDATE "ticket_purchases" SET "status" = 'charged' WHERE "status" = 'pending' AND "charge_id" IS NOT NULL;--> statement-breakpoint
UPDATE "ticket_purchases" SET "status" = CASE WHEN "card_amount_cents" > 0 THEN 'charging' ELSE 'created' END
  WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "ticket_purchases" ADD CONSTRAINT "ticket_purchases_status" CHECK ("ticket_purchases"."status" in ('created', 'charging', 'charged', 'issued', 'refunding', 'refunded', 'failed'));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_purchases_card_token_uq" ON "ticket_purchases" USING btree ("card_token") WHERE "ticket_purchases"."card_token" is not null;--> statement-breakpoint
CREATE INDEX "ticket_purchases_unfinished_idx" ON "ticket_purchases" USING btree ("updated_at") WHERE "ticket_purchases"."status" in ('created', 'charging', 'charged', 'refunding');--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sandbox_card_tokens" SET "used_at" = c."created_at" FROM "sandbox_charges" c WHERE c."token" = "sandbox_card_tokens"."token";
