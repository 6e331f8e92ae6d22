CREATE TABLE "voucher_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"request_type" smallint NOT NULL,
	"request_status" smallint NOT NULL,
	"current_event_id" integer,
	"request_event_id" integer,
	"current_player_id" integer,
	"request_player_id" integer,
	"request_date" timestamp with time zone NOT NULL,
	"respond_date" timestamp with time zone,
	"respond_name" text,
	"respond_reason" text
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"source_type" smallint NOT NULL,
	"satellite_event_id" integer,
	"shop_order_id" text,
	"event_id" integer,
	"major_event_name" text,
	"redeem_code" text,
	"allow_swap" boolean DEFAULT false NOT NULL,
	"allow_transfer" boolean DEFAULT false NOT NULL,
	"auto_voucher_transfer" boolean DEFAULT true NOT NULL,
	"self_registration_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"consumed_type" text,
	"consumed_at" timestamp with time zone,
	"revoked_reason" text,
	"redeemed_by" text,
	CONSTRAINT "vouchers_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "voucher_change_requests" ADD CONSTRAINT "voucher_change_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_change_requests" ADD CONSTRAINT "voucher_change_requests_current_event_id_events_id_fk" FOREIGN KEY ("current_event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_change_requests" ADD CONSTRAINT "voucher_change_requests_request_event_id_events_id_fk" FOREIGN KEY ("request_event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_change_requests" ADD CONSTRAINT "voucher_change_requests_current_player_id_members_id_fk" FOREIGN KEY ("current_player_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_change_requests" ADD CONSTRAINT "voucher_change_requests_request_player_id_members_id_fk" FOREIGN KEY ("request_player_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_satellite_event_id_events_id_fk" FOREIGN KEY ("satellite_event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_change_requests_member_idx" ON "voucher_change_requests" USING btree ("member_id","request_date");--> statement-breakpoint
CREATE INDEX "vouchers_member_idx" ON "vouchers" USING btree ("member_id","created_at");