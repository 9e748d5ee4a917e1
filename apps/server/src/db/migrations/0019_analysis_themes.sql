CREATE TABLE "analysis_theme_statements" (
	"theme_id" uuid NOT NULL,
	"statement_key" text NOT NULL,
	"response_id" uuid NOT NULL,
	"text" text NOT NULL,
	"written_in" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analysis_theme_statements_theme_id_statement_key_pk" PRIMARY KEY("theme_id","statement_key")
);
--> statement-breakpoint
CREATE TABLE "analysis_themes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"swot_id" uuid NOT NULL,
	"quadrant" text NOT NULL,
	"label" text NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swot_analyses" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_theme_statements" ADD CONSTRAINT "analysis_theme_statements_theme_id_analysis_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."analysis_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_themes" ADD CONSTRAINT "analysis_themes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_themes" ADD CONSTRAINT "analysis_themes_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_themes_swot_idx" ON "analysis_themes" USING btree ("swot_id","position");