CREATE TABLE "swot_round_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"ballot" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swot_round_devices" (
	"round_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	CONSTRAINT "swot_round_devices_round_id_device_hash_pk" PRIMARY KEY("round_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "swot_round_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text,
	"voted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swot_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"swot_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"start_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_date" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"ballot" jsonb NOT NULL,
	"shared_token" text,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"ballot_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swot_round_ballots" ADD CONSTRAINT "swot_round_ballots_round_id_swot_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."swot_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_round_ballots" ADD CONSTRAINT "swot_round_ballots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_round_devices" ADD CONSTRAINT "swot_round_devices_round_id_swot_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."swot_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_round_links" ADD CONSTRAINT "swot_round_links_round_id_swot_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."swot_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_round_links" ADD CONSTRAINT "swot_round_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_rounds" ADD CONSTRAINT "swot_rounds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_rounds" ADD CONSTRAINT "swot_rounds_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "swot_round_ballots_idempotency_idx" ON "swot_round_ballots" USING btree ("round_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "swot_round_links_token_hash_idx" ON "swot_round_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "swot_round_links_round_idx" ON "swot_round_links" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "swot_rounds_swot_idx" ON "swot_rounds" USING btree ("swot_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swot_rounds_shared_token_idx" ON "swot_rounds" USING btree ("shared_token");