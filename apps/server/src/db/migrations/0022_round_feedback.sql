ALTER TABLE "swot_round_ballots" ADD COLUMN "voter_key" text;--> statement-breakpoint
ALTER TABLE "swot_round_links" ADD COLUMN "invitee_id" uuid;--> statement-breakpoint
ALTER TABLE "swot_round_links" ADD COLUMN "previous_link_id" uuid;--> statement-breakpoint
ALTER TABLE "swot_rounds" ADD COLUMN "previous_round_id" uuid;--> statement-breakpoint
ALTER TABLE "swot_round_links" ADD CONSTRAINT "swot_round_links_invitee_id_swot_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."swot_invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_round_links" ADD CONSTRAINT "swot_round_links_previous_link_id_swot_round_links_id_fk" FOREIGN KEY ("previous_link_id") REFERENCES "public"."swot_round_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_rounds" ADD CONSTRAINT "swot_rounds_previous_round_id_swot_rounds_id_fk" FOREIGN KEY ("previous_round_id") REFERENCES "public"."swot_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swot_round_ballots_voter_idx" ON "swot_round_ballots" USING btree ("round_id","voter_key");