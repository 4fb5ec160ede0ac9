-- The embedded database keeps signed-in users' rows in memory (lib/users/row-cache.ts) and hears of
-- every change to a users row, the ledger's balance updates included, from this trigger. Only a
-- session that listens on the channel is told: the embedded process, whose one session both listens
-- and writes. PostgreSQL instances never listen, so their writes send no NOTIFY (which would
-- serialise their commits).
CREATE OR REPLACE FUNCTION stickerfy_notify_users_changed() RETURNS trigger AS $$
BEGIN
  IF 'stickerfy_users_changed' IN (SELECT pg_listening_channels()) THEN
    PERFORM pg_notify('stickerfy_users_changed', COALESCE(NEW.id, OLD.id)::text);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE TRIGGER stickerfy_users_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION stickerfy_notify_users_changed();
