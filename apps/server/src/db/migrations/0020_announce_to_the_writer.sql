-- The announce triggers (migrations 0016, 0017) also tell the connection whose statement changed
-- something cached, with a notice (src/db/change-feed.ts, ANNOUNCED_NOTICE): a request whose
-- statements raised none changed nothing any server caches, and its answer need not wait for a round
-- of the feed (src/plugins/change-feed.ts). A notice reaches only that connection, before the
-- statement's own answer; nothing is logged for it.
CREATE OR REPLACE FUNCTION mcc_announce_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mcc_changes', 'u:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  RAISE NOTICE 'mcc_changes: announced';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mcc_announce_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the app settings are cached; the other keys hold jobs' progress, written every few minutes.
  IF coalesce(NEW.key, OLD.key) = 'app' THEN
    PERFORM pg_notify('mcc_changes', 's');
    RAISE NOTICE 'mcc_changes: announced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mcc_announce_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mcc_changes', 't:' || TG_TABLE_NAME);
  RAISE NOTICE 'mcc_changes: announced';
  RETURN NULL;
END $$;
