ALTER TABLE "sales_promotions" DROP CONSTRAINT "sales_promotions_promoCode_unique";--> statement-breakpoint
ALTER TABLE "sales_promotions" DROP CONSTRAINT "sales_promotions_dates_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" varchar(50);--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "promo_code" varchar(50);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_promotions_promo_code_unique" ON "sales_promotions" USING btree (lower("promo_code"));--> statement-breakpoint
ALTER TABLE "sales_promotions" ADD CONSTRAINT "sales_promotions_dates_check" CHECK ("sales_promotions"."end_date" >= "sales_promotions"."start_date");--> statement-breakpoint
-- Promotions show on public pages, so their writes empty the content and page caches on every instance, as
-- other content does (migration 0007, ADR 018). A redemption changes only usage_count, which no page shows:
-- it notifies only when it spends the last use (the banner then goes), not once per lead.
CREATE TRIGGER sales_promotions_content_change AFTER INSERT OR DELETE OR TRUNCATE ON sales_promotions FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER sales_promotions_edit_content_change AFTER UPDATE OF title, description, discount_type, discount_value, applicable_services, start_date, end_date, is_active, usage_limit, promo_code ON sales_promotions FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER sales_promotions_used_up_content_change AFTER UPDATE OF usage_count ON sales_promotions FOR EACH ROW
  WHEN (NEW.usage_limit IS NOT NULL AND (OLD.usage_count < OLD.usage_limit) <> (NEW.usage_count < NEW.usage_limit))
  EXECUTE FUNCTION notify_content_change();
