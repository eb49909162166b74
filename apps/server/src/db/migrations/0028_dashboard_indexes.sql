CREATE INDEX "stats_hourly_hour_idx" ON "stats_hourly" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_code_idx" ON "ledger_transfers" USING btree ("code","created_at");--> statement-breakpoint
CREATE INDEX "nft_orders_sold_idx" ON "nft_orders" USING btree ("closed_at") WHERE ("nft_orders"."kind" = 'primary' AND "nft_orders"."status" = 'paid') OR ("nft_orders"."kind" = 'resale' AND "nft_orders"."status" = 'completed');--> statement-breakpoint
CREATE INDEX "nft_auctions_sold_idx" ON "nft_auctions" USING btree ("settled_at") WHERE "nft_auctions"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "pledge_orders_created_idx" ON "pledge_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recharges_approved_idx" ON "recharges" USING btree ("reviewed_at") WHERE "recharges"."state" = 'approved';--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("resolved_at") WHERE "withdrawals"."state" = 'paid';