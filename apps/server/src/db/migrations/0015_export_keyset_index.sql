-- The new index is built before the old one is dropped: building takes a lock that blocks writes but not
-- reads, and the drop's exclusive lock is held only for the moment before the migration commits.
CREATE INDEX "swot_responses_swot_submitted_id_idx" ON "swot_responses" USING btree ("swot_id","submitted_at","id");--> statement-breakpoint
DROP INDEX "swot_responses_swot_submitted_idx";--> statement-breakpoint
ALTER INDEX "swot_responses_swot_submitted_id_idx" RENAME TO "swot_responses_swot_submitted_idx";
