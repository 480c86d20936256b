CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_rows_import_id_chunk_pk" PRIMARY KEY("import_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A file still waiting for its job keeps its rows, as one chunk.
INSERT INTO "import_rows" ("import_id", "company_id", "chunk", "rows") SELECT "id", "company_id", 0, "rows" FROM "imports" WHERE "rows" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "rows";