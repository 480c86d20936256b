CREATE TABLE "custom_field_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"related_object" text NOT NULL,
	"related_object_id" uuid NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"name" text NOT NULL,
	"cf_name" text NOT NULL,
	"type" text NOT NULL,
	"max_length" integer,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employee_visibility" smallint DEFAULT 0 NOT NULL,
	"expense_visibility" smallint DEFAULT 0 NOT NULL,
	"expense_required" smallint DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"related_object" text NOT NULL,
	"related_object_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"filesize_bytes" bigint NOT NULL,
	"document_type" text DEFAULT 'other' NOT NULL,
	"uploaded_by" uuid,
	"date_uploaded" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" uuid,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_values_object_idx" ON "custom_field_values" USING btree ("company_id","related_object");--> statement-breakpoint
CREATE INDEX "custom_field_values_version_idx" ON "custom_field_values" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_name_idx" ON "custom_fields" USING btree ("company_id","object_type","name");--> statement-breakpoint
CREATE INDEX "custom_fields_version_idx" ON "custom_fields" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "documents_object_idx" ON "documents" USING btree ("company_id","related_object","related_object_id");--> statement-breakpoint
CREATE INDEX "documents_version_idx" ON "documents" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "segments_object_idx" ON "segments" USING btree ("company_id","object_type");--> statement-breakpoint
CREATE INDEX "segments_version_idx" ON "segments" USING btree ("company_id","version");