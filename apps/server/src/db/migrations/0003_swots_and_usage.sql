CREATE TABLE "swot_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swot_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"strengths" text DEFAULT '' NOT NULL,
	"weaknesses" text DEFAULT '' NOT NULL,
	"opportunities" text DEFAULT '' NOT NULL,
	"threats" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_date" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"unique_token" text NOT NULL,
	"email_template_id" uuid,
	"participants" jsonb NOT NULL,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_paise" integer DEFAULT 0 NOT NULL,
	"period" text NOT NULL,
	"swot_id" uuid,
	"response_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_months" (
	"company_id" uuid NOT NULL,
	"period" text NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_months_company_id_period_pk" PRIMARY KEY("company_id","period")
);
--> statement-breakpoint
CREATE TABLE "usage_totals" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"total_responses" integer DEFAULT 0 NOT NULL,
	"credit_balance" integer DEFAULT 0 NOT NULL,
	"total_spent_paise" integer DEFAULT 0 NOT NULL,
	"current_period" text DEFAULT '' NOT NULL,
	"month_responses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swot_responses" ADD CONSTRAINT "swot_responses_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_responses" ADD CONSTRAINT "swot_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swots" ADD CONSTRAINT "swots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_months" ADD CONSTRAINT "usage_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_totals" ADD CONSTRAINT "usage_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "swot_responses_idempotency_idx" ON "swot_responses" USING btree ("swot_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "swot_responses_swot_submitted_idx" ON "swot_responses" USING btree ("swot_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swots_unique_token_idx" ON "swots" USING btree ("unique_token");--> statement-breakpoint
CREATE INDEX "swots_company_created_idx" ON "swots" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_ledger_company_period_idx" ON "usage_ledger" USING btree ("company_id","period");--> statement-breakpoint
INSERT INTO "usage_totals" ("company_id") SELECT "id" FROM "companies" ON CONFLICT DO NOTHING;
