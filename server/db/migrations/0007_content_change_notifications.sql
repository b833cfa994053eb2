-- Every committed write to a table public pages read notifies the content_changes channel, whoever made it
-- (an admin save on any instance, a seed, an operator's SQL): each app instance listens and empties its
-- content and page caches (ADR 018). The payload is the table and the transaction: PostgreSQL folds equal
-- notifications of one transaction into one, and an instance hearing one commit on several connections
-- delivers it once.
CREATE FUNCTION notify_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changes', TG_TABLE_NAME || ' ' || txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER pricing_plans_content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pricing_plans FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER ai_tools_content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ai_tools FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER demo_sites_content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON demo_sites FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER testimonials_content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
