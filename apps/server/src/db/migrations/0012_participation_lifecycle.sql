CREATE TABLE "swot_invitees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swot_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"message_id" uuid,
	"opened_at" timestamp with time zone,
	"responded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swots" ADD COLUMN "shared_link_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "swots" ADD COLUMN "allow_repeat_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "swot_invitees" ADD CONSTRAINT "swot_invitees_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_invitees" ADD CONSTRAINT "swot_invitees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "swot_invitees_token_hash_idx" ON "swot_invitees" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "swot_invitees_swot_idx" ON "swot_invitees" USING btree ("swot_id");