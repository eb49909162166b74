-- Reads every user shares (the NFT home's shelves, banners and notices, token prices, the staking
-- products) are cached by each server (src/db/shared-reads.ts); a write to a table they come from is
-- announced on `mcc_changes` as `t:<table>`, once per statement (PostgreSQL folds the same payload
-- within a transaction into one notification).
CREATE FUNCTION mcc_announce_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mcc_changes', 't:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER nft_series_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nft_series
  FOR EACH STATEMENT EXECUTE FUNCTION mcc_announce_table();
--> statement-breakpoint
CREATE TRIGGER banners_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION mcc_announce_table();
--> statement-breakpoint
CREATE TRIGGER notices_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION mcc_announce_table();
--> statement-breakpoint
CREATE TRIGGER market_prices_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_prices
  FOR EACH STATEMENT EXECUTE FUNCTION mcc_announce_table();
--> statement-breakpoint
CREATE TRIGGER market_trades_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_trades
  FOR EACH STATEMENT EXECUTE FUNCTION mcc_announce_table();
--> statement-breakpoint
CREATE TRIGGER pledge_products_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pledge_products
  FOR EACH STATEMENT EXECUTE FUNCTION mcc_announce_table();
