CREATE INDEX "accounts_username_trgm_idx" ON "accounts" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_phone_trgm_idx" ON "accounts" USING gin ("phone" gin_trgm_ops);