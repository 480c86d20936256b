CREATE TABLE "import_changes" (
	"import_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	CONSTRAINT "import_changes_import_id_object_id_pk" PRIMARY KEY("import_id","object_id")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"skip_invalid" boolean DEFAULT false NOT NULL,
	"rows" jsonb,
	"viewer" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_by_name" text,
	"undone_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "insert_method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "excel_import_id" text;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_company_idx" ON "imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "imports_version_idx" ON "imports" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "imports_job_idx" ON "imports" USING btree ("status");