DROP INDEX "swot_responses_swot_submitted_idx";--> statement-breakpoint
CREATE INDEX "swot_responses_swot_submitted_idx" ON "swot_responses" USING btree ("swot_id","submitted_at","id");