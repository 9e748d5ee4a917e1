CREATE TABLE "swot_analyses" (
	"swot_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"response_count" integer NOT NULL,
	"source" text NOT NULL,
	"result" jsonb NOT NULL,
	"ai_unavailable_reason" text,
	"sentiment_score" real NOT NULL,
	"strengths_count" integer NOT NULL,
	"weaknesses_count" integer NOT NULL,
	"opportunities_count" integer NOT NULL,
	"threats_count" integer NOT NULL,
	"digest" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"color_scheme" jsonb,
	"display_name" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"logo" text,
	"ai_enabled" boolean DEFAULT false NOT NULL,
	"ai_key_sealed" text,
	"ai_key_hint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swot_analyses" ADD CONSTRAINT "swot_analyses_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_analyses" ADD CONSTRAINT "swot_analyses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swot_analyses_company_idx" ON "swot_analyses" USING btree ("company_id","generated_at");