CREATE TABLE "colleague_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "colleague_invitations" ADD CONSTRAINT "colleague_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_invitations" ADD CONSTRAINT "colleague_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colleague_invitations_token_hash_idx" ON "colleague_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "colleague_invitations_company_idx" ON "colleague_invitations" USING btree ("company_id");--> statement-breakpoint
-- Every account that exists today was its company's only login: it becomes an owner (the column's
-- default already said so; this states it for any row written otherwise).
UPDATE "users" SET "role" = 'owner' WHERE "role" NOT IN ('owner', 'editor', 'viewer');
