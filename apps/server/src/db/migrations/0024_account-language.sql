CREATE TYPE "public"."account_language" AS ENUM('en', 'hi');--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "language" "account_language" DEFAULT 'en' NOT NULL;