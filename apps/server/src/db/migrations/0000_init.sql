CREATE TYPE "public"."role" AS ENUM('admin', 'productionmanager', 'supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('credit', 'debit');--> statement-breakpoint
CREATE TYPE "public"."perticular" AS ENUM('W', 'V', 'FW', 'KW', 'D');--> statement-breakpoint
CREATE TYPE "public"."sheet_movement_reason" AS ENUM('sheet_created', 'sheet_updated', 'order_created', 'order_updated', 'order_deleted');--> statement-breakpoint
CREATE TYPE "public"."sheet_order_type" AS ENUM('addition', 'deduction');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('Pending', 'Started', 'Approved', 'Shipped', 'Delivered', 'Canceled');--> statement-breakpoint
CREATE TYPE "public"."qc_status" AS ENUM('Approved', 'Defected');--> statement-breakpoint
CREATE TYPE "public"."schedule_work_status" AS ENUM('Pending', 'Finished');--> statement-breakpoint
CREATE TYPE "public"."supply_status" AS ENUM('Not Provided', 'Provided');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150),
	"email" varchar(254),
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"full_name" varchar(150) NOT NULL,
	"role" "role" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"temp_password_hash" text,
	"temp_password_expires_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_to_not_empty" CHECK (length("mail_outbox"."to") > 0)
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"profit" numeric(6, 2) DEFAULT '1' NOT NULL,
	"is_customer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_profit_not_negative" CHECK ("dealers"."profit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "balance_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "balance_transactions_auto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supervisor_id" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_type" "transaction_type" NOT NULL,
	"transaction_amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"daily_work_id" integer,
	"created_by" integer,
	CONSTRAINT "balance_transactions_amount_positive" CHECK ("balance_transactions"."transaction_amount" > 0),
	CONSTRAINT "balance_transactions_balance_not_negative" CHECK ("balance_transactions"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supervisor_daily_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"supervisor_id" integer NOT NULL,
	"date" date NOT NULL,
	"cols" integer NOT NULL,
	"cost_per_col" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "supervisor_daily_work_cols_not_negative" CHECK ("supervisor_daily_work"."cols" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supervisors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"cols_per_day" integer DEFAULT 0 NOT NULL,
	"cost_per_col" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supervisors_balance_not_negative" CHECK ("supervisors"."balance" >= 0),
	CONSTRAINT "supervisors_cols_per_day_not_negative" CHECK ("supervisors"."cols_per_day" >= 0),
	CONSTRAINT "supervisors_cost_per_col_not_negative" CHECK ("supervisors"."cost_per_col" >= 0)
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_designations" (
	"account_id" integer NOT NULL,
	"designation_id" integer NOT NULL,
	CONSTRAINT "worker_designations_account_id_designation_id_pk" PRIMARY KEY("account_id","designation_id")
);
--> statement-breakpoint
CREATE TABLE "store_stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_item_id" integer NOT NULL,
	"account_id" integer,
	"old_stock" numeric(14, 3) NOT NULL,
	"new_stock" numeric(14, 3) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" serial NOT NULL,
	"name" varchar(150) NOT NULL,
	"unit_type" varchar(30) NOT NULL,
	"unit" numeric(14, 3) DEFAULT '1' NOT NULL,
	"stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "store_items_stock_not_negative" CHECK ("store_items"."stock" >= 0),
	CONSTRAINT "store_items_price_not_negative" CHECK ("store_items"."price" >= 0),
	CONSTRAINT "store_items_unit_not_negative" CHECK ("store_items"."unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_other_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"note" varchar(200) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_other_costs_amount_not_negative" CHECK ("product_other_costs"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_raw_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_item_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_raw_materials_quantity_not_negative" CHECK ("product_raw_materials"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_custom" boolean DEFAULT false NOT NULL,
	"serial_number" varchar(50) NOT NULL,
	"channel_size" varchar(50) NOT NULL,
	"guage" numeric(6, 2) NOT NULL,
	"perticular" "perticular" DEFAULT 'D' NOT NULL,
	"no_of_cols" integer DEFAULT 1 NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"profit" numeric(8, 2) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_door" boolean DEFAULT false NOT NULL,
	"is_window" boolean DEFAULT false NOT NULL,
	"is_security_door" boolean DEFAULT false NOT NULL,
	"unit_type" varchar(30) DEFAULT 'Nos' NOT NULL,
	"image" varchar(80),
	"thumbnail" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_one_type" CHECK (("products"."is_door"::int + "products"."is_window"::int + "products"."is_security_door"::int) = 1),
	CONSTRAINT "products_serial_prefix" CHECK ("products"."serial_number" like 'LH -%'),
	CONSTRAINT "products_numbers_not_negative" CHECK ("products"."guage" >= 0 and "products"."no_of_cols" >= 0 and "products"."width" >= 0 and "products"."height" >= 0 and "products"."profit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sheet_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"order_id" integer,
	"account_id" integer NOT NULL,
	"reason" "sheet_movement_reason" NOT NULL,
	"old_quantity" integer NOT NULL,
	"new_quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sheet_movements_quantities_not_negative" CHECK ("sheet_movements"."old_quantity" >= 0 and "sheet_movements"."new_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sheet_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"thick" numeric(4, 2) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sqft" numeric(14, 2) NOT NULL,
	"unit_kg" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"weight" numeric(14, 2) NOT NULL,
	CONSTRAINT "sheet_order_items_quantity_positive" CHECK ("sheet_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sheet_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "sheet_orders_auto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"date" date NOT NULL,
	"gsm" integer NOT NULL,
	"order_type" "sheet_order_type" NOT NULL,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"total_weight" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "sheet_orders_totals_not_negative" CHECK ("sheet_orders"."total_quantity" >= 0 and "sheet_orders"."total_weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"thick" numeric(4, 2) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sqft" numeric(14, 2) NOT NULL,
	"unit_kg" numeric(14, 2) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sheets_quantity_not_negative" CHECK ("sheets"."quantity" >= 0),
	CONSTRAINT "sheets_size_positive" CHECK ("sheets"."thick" > 0 and "sheets"."width" > 0 and "sheets"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_item_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"addon_name" varchar(40) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "order_item_addons_quantity_positive" CHECK ("order_item_addons"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"material" varchar(100) DEFAULT '' NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_money_not_negative" CHECK ("order_items"."unit_price" >= 0 and "order_items"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" "order_status" NOT NULL,
	"to_status" "order_status" NOT NULL,
	"account_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_auto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dealer_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'Pending' NOT NULL,
	"start_date" date,
	"end_date" date,
	"customer_name" varchar(150) DEFAULT '' NOT NULL,
	"delivery_site" varchar(300) DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"bill_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "orders_bill_amount_not_negative" CHECK ("orders"."bill_amount" >= 0),
	CONSTRAINT "orders_dates_in_order" CHECK ("orders"."end_date" is null or "orders"."start_date" is null or "orders"."end_date" >= "orders"."start_date")
);
--> statement-breakpoint
CREATE TABLE "finished_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_item_id" integer NOT NULL,
	"qc_account_id" integer,
	"qc_status" "qc_status" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_item_days" (
	"schedule_item_id" integer NOT NULL,
	"supervisor_id" integer NOT NULL,
	"day" date NOT NULL,
	"cols" integer NOT NULL,
	CONSTRAINT "schedule_item_days_schedule_item_id_day_pk" PRIMARY KEY("schedule_item_id","day"),
	CONSTRAINT "schedule_item_days_cols_not_negative" CHECK ("schedule_item_days"."cols" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"auto_id" varchar(20) NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"supervisor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"cols" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"work_status" "schedule_work_status" DEFAULT 'Pending' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_items_quantity_positive" CHECK ("schedule_items"."quantity" > 0 and "schedule_items"."cols" >= 0),
	CONSTRAINT "schedule_items_dates_in_order" CHECK ("schedule_items"."end_date" >= "schedule_items"."start_date")
);
--> statement-breakpoint
CREATE TABLE "store_supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" varchar(20) NOT NULL,
	"schedule_item_id" integer NOT NULL,
	"supervisor_id" integer NOT NULL,
	"status" "supply_status" DEFAULT 'Not Provided' NOT NULL,
	"provided_at" timestamp with time zone,
	"provided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_supply_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"supply_id" integer NOT NULL,
	"store_item_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "store_supply_items_quantity_not_negative" CHECK ("store_supply_items"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_supervisor_id_supervisors_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."supervisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_daily_work_id_supervisor_daily_work_id_fk" FOREIGN KEY ("daily_work_id") REFERENCES "public"."supervisor_daily_work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_daily_work" ADD CONSTRAINT "supervisor_daily_work_supervisor_id_supervisors_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."supervisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisors" ADD CONSTRAINT "supervisors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_designations" ADD CONSTRAINT "worker_designations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_designations" ADD CONSTRAINT "worker_designations_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_movements" ADD CONSTRAINT "store_stock_movements_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_movements" ADD CONSTRAINT "store_stock_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_other_costs" ADD CONSTRAINT "product_other_costs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_raw_materials" ADD CONSTRAINT "product_raw_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_raw_materials" ADD CONSTRAINT "product_raw_materials_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_movements" ADD CONSTRAINT "sheet_movements_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_movements" ADD CONSTRAINT "sheet_movements_order_id_sheet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sheet_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_movements" ADD CONSTRAINT "sheet_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_order_items" ADD CONSTRAINT "sheet_order_items_order_id_sheet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sheet_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_order_items" ADD CONSTRAINT "sheet_order_items_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_orders" ADD CONSTRAINT "sheet_orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_orders" ADD CONSTRAINT "sheet_orders_deleted_by_accounts_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_addons" ADD CONSTRAINT "order_item_addons_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_products" ADD CONSTRAINT "finished_products_schedule_item_id_schedule_items_id_fk" FOREIGN KEY ("schedule_item_id") REFERENCES "public"."schedule_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_products" ADD CONSTRAINT "finished_products_qc_account_id_accounts_id_fk" FOREIGN KEY ("qc_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_item_days" ADD CONSTRAINT "schedule_item_days_schedule_item_id_schedule_items_id_fk" FOREIGN KEY ("schedule_item_id") REFERENCES "public"."schedule_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_item_days" ADD CONSTRAINT "schedule_item_days_supervisor_id_supervisors_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."supervisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_supervisor_id_supervisors_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."supervisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_supplies" ADD CONSTRAINT "store_supplies_schedule_item_id_schedule_items_id_fk" FOREIGN KEY ("schedule_item_id") REFERENCES "public"."schedule_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_supplies" ADD CONSTRAINT "store_supplies_supervisor_id_supervisors_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."supervisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_supplies" ADD CONSTRAINT "store_supplies_provided_by_accounts_id_fk" FOREIGN KEY ("provided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_supply_items" ADD CONSTRAINT "store_supply_items_supply_id_store_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."store_supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_supply_items" ADD CONSTRAINT "store_supply_items_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower_key" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_role_active_idx" ON "accounts" USING btree ("role","active");--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_account_idx" ON "auth_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_trgm_idx" ON "mail_outbox" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_trgm_idx" ON "mail_outbox" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_account_key" ON "dealers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "dealers_location_trgm_idx" ON "dealers" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "balance_transactions_auto_id_key" ON "balance_transactions" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "balance_transactions_supervisor_idx" ON "balance_transactions" USING btree ("supervisor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_transactions_date_idx" ON "balance_transactions" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "balance_transactions_title_trgm_idx" ON "balance_transactions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "supervisor_daily_work_supervisor_date_key" ON "supervisor_daily_work" USING btree ("supervisor_id","date") WHERE "supervisor_daily_work"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "supervisor_daily_work_date_idx" ON "supervisor_daily_work" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "supervisors_account_key" ON "supervisors" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "designations_role_lower_key" ON "designations" USING btree (lower("role"));--> statement-breakpoint
CREATE INDEX "worker_designations_designation_idx" ON "worker_designations" USING btree ("designation_id");--> statement-breakpoint
CREATE INDEX "store_stock_movements_item_idx" ON "store_stock_movements" USING btree ("store_item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_auto_id_key" ON "store_items" USING btree ("auto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_live_name_key" ON "store_items" USING btree (lower("name")) WHERE "store_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "store_items_name_trgm_idx" ON "store_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_items_out_of_stock_idx" ON "store_items" USING btree ("id") WHERE "store_items"."stock" <= 0 and "store_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_other_costs_product_idx" ON "product_other_costs" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_raw_materials_item_key" ON "product_raw_materials" USING btree ("product_id","store_item_id");--> statement-breakpoint
CREATE INDEX "product_raw_materials_store_item_idx" ON "product_raw_materials" USING btree ("store_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_live_serial_key" ON "products" USING btree (lower("serial_number")) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_serial_trgm_idx" ON "products" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_live_id_idx" ON "products" USING btree ("id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sheet_movements_sheet_idx" ON "sheet_movements" USING btree ("sheet_id","id");--> statement-breakpoint
CREATE INDEX "sheet_movements_order_idx" ON "sheet_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_order_items_order_sheet_key" ON "sheet_order_items" USING btree ("order_id","sheet_id");--> statement-breakpoint
CREATE INDEX "sheet_order_items_sheet_idx" ON "sheet_order_items" USING btree ("sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_orders_auto_id_key" ON "sheet_orders" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "sheet_orders_date_idx" ON "sheet_orders" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "sheet_orders_type_date_idx" ON "sheet_orders" USING btree ("order_type","date","id");--> statement-breakpoint
CREATE INDEX "sheet_orders_creator_date_idx" ON "sheet_orders" USING btree ("created_by","date","id");--> statement-breakpoint
CREATE INDEX "sheet_orders_title_trgm_idx" ON "sheet_orders" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sheets_live_name_key" ON "sheets" USING btree (lower("name")) WHERE "sheets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sheets_thick_width_idx" ON "sheets" USING btree ("thick","width");--> statement-breakpoint
CREATE INDEX "sheets_name_trgm_idx" ON "sheets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_item_addons_item_idx" ON "order_item_addons" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_auto_id_key" ON "orders" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_dealer_id_idx" ON "orders" USING btree ("dealer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_dealer_status_idx" ON "orders" USING btree ("dealer_id","status");--> statement-breakpoint
CREATE INDEX "orders_date_added_idx" ON "orders" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "orders_delivered_at_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."delivered_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_customer_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "finished_products_one_approval_key" ON "finished_products" USING btree ("schedule_item_id") WHERE "finished_products"."qc_status" = 'Approved';--> statement-breakpoint
CREATE INDEX "finished_products_schedule_item_idx" ON "finished_products" USING btree ("schedule_item_id");--> statement-breakpoint
CREATE INDEX "finished_products_date_idx" ON "finished_products" USING btree ("date_added" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "schedule_item_days_supervisor_day_idx" ON "schedule_item_days" USING btree ("supervisor_id","day");--> statement-breakpoint
CREATE INDEX "schedule_item_days_day_idx" ON "schedule_item_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_items_year_number_key" ON "schedule_items" USING btree ("year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_items_auto_id_key" ON "schedule_items" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "schedule_items_auto_id_trgm_idx" ON "schedule_items" USING gin ("auto_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedule_items_supervisor_start_idx" ON "schedule_items" USING btree ("supervisor_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "schedule_items_span_gist_idx" ON "schedule_items" USING gist (daterange("start_date", "end_date", '[]'));--> statement-breakpoint
CREATE INDEX "schedule_items_order_item_idx" ON "schedule_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "schedule_items_order_idx" ON "schedule_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_supplies_schedule_item_key" ON "store_supplies" USING btree ("schedule_item_id");--> statement-breakpoint
CREATE INDEX "store_supplies_status_id_idx" ON "store_supplies" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_supplies_supervisor_idx" ON "store_supplies" USING btree ("supervisor_id");--> statement-breakpoint
CREATE INDEX "store_supplies_auto_id_trgm_idx" ON "store_supplies" USING gin ("auto_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_supply_items_supply_idx" ON "store_supply_items" USING btree ("supply_id");