-- The change feed (src/db/change-feed.ts): servers cache signed-in users and the app settings, and
-- every change to what they cache is announced on the channel `mcc_changes` by these triggers, so no
-- write path (a route, a job, an operator's psql) can forget to tell them. PostgreSQL sends a
-- notification when its transaction commits, and never for one that rolls back.
--   u:<user id>  a user's row, or one of their sign-in tokens, was updated or deleted
--   s            the app settings (key 'app') were written
CREATE FUNCTION mcc_announce_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mcc_changes', 'u:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION mcc_announce_user('id');
--> statement-breakpoint
CREATE TRIGGER user_tokens_announce AFTER UPDATE OR DELETE ON user_tokens
  FOR EACH ROW EXECUTE FUNCTION mcc_announce_user('user_id');
--> statement-breakpoint
CREATE FUNCTION mcc_announce_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the app settings are cached; the other keys hold jobs' progress, written every few minutes.
  IF coalesce(NEW.key, OLD.key) = 'app' THEN
    PERFORM pg_notify('mcc_changes', 's');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_announce AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION mcc_announce_settings();
