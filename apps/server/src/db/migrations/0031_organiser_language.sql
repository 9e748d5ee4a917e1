-- Issue 32: each organiser's own language for the organiser app; everyone starts in English.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;