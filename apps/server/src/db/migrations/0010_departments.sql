-- Departments become records that people reference by id (issue 18). Every
-- free-text department a person carries gets a departments row (the first
-- spelling met wins when a company wrote one name several ways; existing rows
-- keep theirs), each person is pointed at it, and only then are the text
-- columns dropped, so no assignment is lost.
ALTER TABLE "departments" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "position_x" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "position_y" integer;--> statement-breakpoint
ALTER TABLE "directory_users" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_users" ADD CONSTRAINT "directory_users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "departments" ("company_id", "name", "name_key")
  SELECT DISTINCT ON ("company_id", "department_key") "company_id", trim("department"), "department_key"
  FROM "directory_users"
  WHERE "department_key" <> ''
  ORDER BY "company_id", "department_key", "created_at", "id"
  ON CONFLICT ("company_id", "name_key") DO NOTHING;--> statement-breakpoint
UPDATE "directory_users" AS u SET "department_id" = d."id"
  FROM "departments" AS d
  WHERE d."company_id" = u."company_id" AND d."name_key" = u."department_key" AND u."department_key" <> '';--> statement-breakpoint
DROP INDEX "directory_users_company_department_idx";--> statement-breakpoint
CREATE INDEX "directory_users_department_idx" ON "directory_users" USING btree ("department_id");--> statement-breakpoint
ALTER TABLE "directory_users" DROP COLUMN "department";--> statement-breakpoint
ALTER TABLE "directory_users" DROP COLUMN "department_key";
