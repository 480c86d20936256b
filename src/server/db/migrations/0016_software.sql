CREATE TABLE "software_licenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"username" text,
	"active" integer DEFAULT 1 NOT NULL,
	"date_enabled" date NOT NULL,
	"date_deactivated" date,
	"insert_method" text DEFAULT 'manual' NOT NULL,
	"excel_import_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "software_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"logo" text,
	"deleted" integer DEFAULT 0 NOT NULL,
	"insert_method" text DEFAULT 'manual' NOT NULL,
	"excel_import_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_product_id_software_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."software_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_products" ADD CONSTRAINT "software_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "software_licenses_company_idx" ON "software_licenses" USING btree ("company_id","active");--> statement-breakpoint
CREATE INDEX "software_licenses_version_idx" ON "software_licenses" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "software_licenses_product_idx" ON "software_licenses" USING btree ("product_id","active");--> statement-breakpoint
CREATE INDEX "software_licenses_employee_idx" ON "software_licenses" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "software_products_company_idx" ON "software_products" USING btree ("company_id","deleted","name");--> statement-breakpoint
CREATE INDEX "software_products_version_idx" ON "software_products" USING btree ("company_id","version");