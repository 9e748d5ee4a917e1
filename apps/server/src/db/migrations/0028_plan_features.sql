-- Plans are data (issue 37): AI analysis and white-label are catalogue features, read and enforced like WhatsApp.
ALTER TABLE "subscription_plans" ADD COLUMN "includes_ai" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "includes_white_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every plan offered AI with the company's own key until now, and it stays so; white-label comes with the plans
-- that include WhatsApp (the paid ones: the FAQ names the two together).
UPDATE "subscription_plans" SET "includes_white_label" = "includes_whatsapp";
