CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"related_object" text NOT NULL,
	"related_object_id" uuid NOT NULL,
	"tag_names" text[] DEFAULT '{}' NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tags_object_type_idx" ON "tags" USING btree ("company_id","related_object");--> statement-breakpoint
CREATE INDEX "tags_version_idx" ON "tags" USING btree ("company_id","version");