CREATE TABLE "goal_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"checked_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategic_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"swot_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"status_override" text,
	"current_value" double precision DEFAULT 0 NOT NULL,
	"target_value" double precision NOT NULL,
	"unit" text NOT NULL,
	"deadline" date NOT NULL,
	"generation_key" text,
	"source" jsonb,
	"edited_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goal_check_ins" ADD CONSTRAINT "goal_check_ins_goal_id_strategic_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."strategic_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_check_ins" ADD CONSTRAINT "goal_check_ins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategic_goals" ADD CONSTRAINT "strategic_goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategic_goals" ADD CONSTRAINT "strategic_goals_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_check_ins_goal_idx" ON "goal_check_ins" USING btree ("company_id","goal_id","checked_on");--> statement-breakpoint
CREATE INDEX "strategic_goals_company_idx" ON "strategic_goals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "strategic_goals_generation_key_idx" ON "strategic_goals" USING btree ("company_id","generation_key");