-- The trigger function of the public caches' notification without migration 0008's
-- 'deferred' branch: the payment path no longer defers its notification (its NOTIFY commits
-- with each batch of payments, see confirmDonationPayment) and nothing sets
-- app.public_data_notify any more. Every write notifies here, as migration 0006 first had it.
-- (Custom migration: drizzle-kit does not model functions.)
CREATE OR REPLACE FUNCTION public_data_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
