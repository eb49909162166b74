CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_search_idx" ON "audit_log" USING btree ("actor" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_log_target_id_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "users_mobile_search_idx" ON "users" USING btree ("mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_end_search_idx" ON "users" USING btree (reverse("mobile") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_nickname_search_idx" ON "users" USING btree (lower("nickname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_nickname_idx" ON "users" USING btree ("nickname","id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_created_idx" ON "ledger_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_balance_idx" ON "ledger_accounts" USING btree (("credits_posted" - "debits_posted"),"id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_amount_idx" ON "ledger_transfers" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_ref_id_idx" ON "ledger_transfers" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "nft_orders_created_idx" ON "nft_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nft_orders_amount_idx" ON "nft_orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "nft_orders_paid_sort_idx" ON "nft_orders" USING btree (coalesce("paid_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "pledge_orders_amount_idx" ON "pledge_orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "pledge_orders_end_idx" ON "pledge_orders" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "recharges_created_idx" ON "recharges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "recharges_amount_idx" ON "recharges" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "recharges_reviewed_sort_idx" ON "recharges" USING btree (coalesce("reviewed_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_amount_idx" ON "withdrawals" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_resolved_sort_idx" ON "withdrawals" USING btree (coalesce("resolved_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "withdrawals_address_idx" ON "withdrawals" USING btree ("address");