-- Plans are data (issue 37): the catalogue holds every plan's terms, and companies and orders reference it.
-- Money columns are named for their unit (they always held paise); sort_order was already the upgrade order.
ALTER TABLE "subscription_plans" RENAME COLUMN "monthly_price_cents" TO "monthly_price_paise";--> statement-breakpoint
ALTER TABLE "subscription_plans" RENAME COLUMN "yearly_price_cents" TO "yearly_price_paise";--> statement-breakpoint
ALTER TABLE "subscription_plans" RENAME COLUMN "upgrade_price_cents" TO "upgrade_price_paise";--> statement-breakpoint
ALTER TABLE "subscription_plans" RENAME COLUMN "sort_order" TO "rank";--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "response_allowance" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "allowance_period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "includes_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded plans' terms, as the code held them until now.
UPDATE "subscription_plans" SET "response_allowance" = 50, "allowance_period" = 'total', "includes_whatsapp" = false WHERE "name" = 'free';--> statement-breakpoint
-- One name per plan: the app always called it Free, the seeded catalogue "Free Starter" (an admin's own name stays).
UPDATE "subscription_plans" SET "display_name" = 'Free' WHERE "name" = 'free' AND "display_name" = 'Free Starter';--> statement-breakpoint
UPDATE "subscription_plans" SET "response_allowance" = 50, "allowance_period" = 'month', "includes_whatsapp" = true WHERE "name" = 'premium';--> statement-breakpoint
UPDATE "subscription_plans" SET "response_allowance" = -1, "allowance_period" = 'month', "includes_whatsapp" = true WHERE "name" = 'enterprise';--> statement-breakpoint
-- A plan a company or an order names that the catalogue no longer has (renamed by the admin before names were keys)
-- comes back, inactive (not sold), with the terms its name had, so the keys below hold.
INSERT INTO "subscription_plans" ("name", "display_name", "monthly_price_paise", "yearly_price_paise", "max_users", "max_swots", "features", "is_active", "rank", "response_allowance", "allowance_period", "includes_whatsapp")
SELECT held.plan, initcap(held.plan), 0, 0, -1, -1, '[]'::jsonb, false,
  CASE held.plan WHEN 'free' THEN 0 WHEN 'premium' THEN 1 ELSE 2 END,
  CASE held.plan WHEN 'enterprise' THEN -1 ELSE 50 END,
  CASE held.plan WHEN 'free' THEN 'total' ELSE 'month' END,
  held.plan <> 'free'
FROM (SELECT "plan" FROM "companies" UNION SELECT "plan" FROM "payment_orders" WHERE "plan" IS NOT NULL) AS held
WHERE held.plan NOT IN (SELECT "name" FROM "subscription_plans");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_subscription_plans_name_fk" FOREIGN KEY ("plan") REFERENCES "public"."subscription_plans"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_subscription_plans_name_fk" FOREIGN KEY ("plan") REFERENCES "public"."subscription_plans"("name") ON DELETE restrict ON UPDATE cascade;
