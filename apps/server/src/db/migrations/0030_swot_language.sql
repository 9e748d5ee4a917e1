-- Issue 32: the language a company starts its SWOTs in, a SWOT's language (its participation page and mails),
-- and the language each e-mail template is written in. Everything stored before reads as English.
ALTER TABLE "company_settings" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "swots" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;