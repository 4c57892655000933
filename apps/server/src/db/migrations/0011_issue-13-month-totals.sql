CREATE TABLE "month_totals" (
	"month" date PRIMARY KEY NOT NULL,
	"wage" numeric(16, 2) DEFAULT '0' NOT NULL,
	"cols" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"profit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "month_totals_first_day" CHECK (extract(day from "month_totals"."month") = 1)
);
