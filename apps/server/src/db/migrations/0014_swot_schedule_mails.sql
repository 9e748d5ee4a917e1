CREATE TABLE "swot_participant_mails" (
	"invitee_id" uuid NOT NULL,
	"step" text NOT NULL,
	"swot_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"message_id" uuid,
	CONSTRAINT "swot_participant_mails_invitee_id_step_pk" PRIMARY KEY("invitee_id","step")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "anonymity_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "swots" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "swots" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "swots" ADD COLUMN "reminder_days" jsonb DEFAULT '[3,1]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "swot_invitees" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "swot_participant_mails" ADD CONSTRAINT "swot_participant_mails_invitee_id_swot_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."swot_invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_participant_mails" ADD CONSTRAINT "swot_participant_mails_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_participant_mails" ADD CONSTRAINT "swot_participant_mails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swot_participant_mails_swot_idx" ON "swot_participant_mails" USING btree ("swot_id");--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_anonymity_threshold_min" CHECK ("anonymity_threshold" >= 3);--> statement-breakpoint
-- SWOTs made before the lifecycle: those already over are finished (their end's work is not run again,
-- so nobody is mailed about an old SWOT), those not yet started are drafts.
UPDATE "swots" SET "status" = 'completed', "finished_at" = LEAST("ends_at", COALESCE("closed_at", "ends_at"))
  WHERE LEAST("ends_at", COALESCE("closed_at", "ends_at")) <= now();--> statement-breakpoint
UPDATE "swots" SET "status" = 'draft' WHERE "starts_at" > now() AND "closed_at" IS NULL;
