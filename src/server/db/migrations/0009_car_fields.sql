ALTER TABLE "cars" ADD COLUMN "chassis_number" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "pk" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "specifics" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "supplier" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "catalogue_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "contract_type" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "cost_yearly" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "operational_cost_yearly" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "own_contribution" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "own_contribution_payment_type" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "date_first_registration" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "date_commissioning" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "order_date" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "date_end" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "co2_g_km" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "co2_g_km_wltp" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_utility_vehicle" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "usage_type" text DEFAULT 'private_and_commute' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "payroll_processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_plate_idx" ON "cars" USING btree ("company_id","plate");