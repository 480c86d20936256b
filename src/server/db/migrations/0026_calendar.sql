CREATE TABLE "day_off_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day_off_type_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_part" text DEFAULT 'full' NOT NULL,
	"end_part" text DEFAULT 'full' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by_name" text NOT NULL,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "day_off_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"alias" text NOT NULL,
	"color" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "days_off_pushes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"kind" text DEFAULT 'push' NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"employee_ids" jsonb NOT NULL,
	"viewer" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"notifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_for_payroll" text DEFAULT '' NOT NULL,
	"wage_payout_date" date,
	"meal_voucher_payout_date" date,
	"days_count" integer DEFAULT 0 NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"already_booked_count" integer DEFAULT 0 NOT NULL,
	"missing_payroll_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_csv" text,
	"pushed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "integration_people" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"link_source_app" text,
	"iban" text,
	"benefit_code" text,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payroll_integrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"username" text NOT NULL,
	"customer_code" text NOT NULL,
	"password_enc" text NOT NULL,
	"secret_enc" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_iban" boolean DEFAULT false NOT NULL,
	"login_status" text DEFAULT 'ok' NOT NULL,
	"type_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payroll_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pushed_days" (
	"integration_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"command_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"part" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pushed_days_integration_id_external_id_pk" PRIMARY KEY("integration_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "reseller_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"related_object" text NOT NULL,
	"related_object_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_off_requests" ADD CONSTRAINT "day_off_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_off_requests" ADD CONSTRAINT "day_off_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_off_requests" ADD CONSTRAINT "day_off_requests_day_off_type_id_day_off_types_id_fk" FOREIGN KEY ("day_off_type_id") REFERENCES "public"."day_off_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_off_types" ADD CONSTRAINT "day_off_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_pushes" ADD CONSTRAINT "days_off_pushes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_pushes" ADD CONSTRAINT "days_off_pushes_integration_id_payroll_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."payroll_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_people" ADD CONSTRAINT "integration_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_people" ADD CONSTRAINT "integration_people_integration_id_payroll_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."payroll_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_people" ADD CONSTRAINT "integration_people_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_integrations" ADD CONSTRAINT "payroll_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushed_days" ADD CONSTRAINT "pushed_days_integration_id_payroll_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."payroll_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushed_days" ADD CONSTRAINT "pushed_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_messages" ADD CONSTRAINT "reseller_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_off_requests_version_idx" ON "day_off_requests" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "day_off_requests_person_idx" ON "day_off_requests" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "day_off_requests_month_idx" ON "day_off_requests" USING btree ("company_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "day_off_types_version_idx" ON "day_off_types" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "days_off_pushes_version_idx" ON "days_off_pushes" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "days_off_pushes_month_idx" ON "days_off_pushes" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE INDEX "days_off_pushes_job_idx" ON "days_off_pushes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "integration_people_version_idx" ON "integration_people" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_people_person_idx" ON "integration_people" USING btree ("integration_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_integrations_version_idx" ON "payroll_integrations" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "pushed_days_person_idx" ON "pushed_days" USING btree ("employee_id","date");