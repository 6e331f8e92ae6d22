ALTER TABLE "vouchers" ADD COLUMN "game_membership_guid" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "ticket_origin" smallint;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_game_membership_guid_unique" UNIQUE("game_membership_guid");--> statement-breakpoint
ALTER TABLE "voucher_change_requests" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_change_requests" ADD CONSTRAINT "voucher_change_requests_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_change_requests_status_idx" ON "voucher_change_requests" USING btree ("request_status","request_date");--> statement-breakpoint
CREATE TABLE "ticket_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"ptc_amount" integer NOT NULL,
	"card_amount_cents" integer NOT NULL,
	"surcharge_cents" integer NOT NULL,
	"provider" text,
	"charge_id" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"voucher_id" integer,
	"redeem_code" text,
	"failure" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ticket_purchases_amounts" CHECK ("ticket_purchases"."ptc_amount" >= 0 and "ticket_purchases"."card_amount_cents" >= 0 and "ticket_purchases"."surcharge_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_purchases" ADD CONSTRAINT "ticket_purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_purchases" ADD CONSTRAINT "ticket_purchases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_purchases" ADD CONSTRAINT "ticket_purchases_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_purchases_member_key_uq" ON "ticket_purchases" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
