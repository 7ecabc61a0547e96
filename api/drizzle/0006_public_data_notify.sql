-- Every committed change to what the public reads (catalogue, campaign pages and their
-- contributions, associations, stats) notifies channel public_data_changed; each API instance
-- listening empties its cache of public answers (services/public-cache). In the database so
-- that no write path can forget it, the settle CLI and manual fixes included. PostgreSQL
-- delivers a notification only when its transaction commits, and once per transaction.
-- (Custom migration: drizzle-kit does not model triggers.)
CREATE OR REPLACE FUNCTION public_data_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER associations_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON associations
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE TRIGGER rewards_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rewards
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
-- Donations: only paid ones are public (contributions, donor count); a checkout opened or
-- abandoned changes nothing the public sees, so it must not empty the caches.
CREATE TRIGGER donations_public_data_inserted
  AFTER INSERT ON donations
  FOR EACH ROW WHEN (NEW.payment_status = 'paid') EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE TRIGGER donations_public_data_updated
  AFTER UPDATE ON donations
  FOR EACH ROW WHEN (OLD.payment_status = 'paid' OR NEW.payment_status = 'paid')
  EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE TRIGGER donations_public_data_deleted
  AFTER DELETE ON donations
  FOR EACH ROW WHEN (OLD.payment_status = 'paid') EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE TRIGGER donations_public_data_truncated
  AFTER TRUNCATE ON donations
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_changed();
