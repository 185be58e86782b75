-- Written by hand (issue 34). Every approval, refund or chargeback of a store on one day and gateway
-- added to the same order_daily_stats row, so concurrent approvals queued on that row's lock from the
-- order's UPDATE (which fires the trigger) until their COMMIT: the approval benchmark spent most of its
-- time in "Lock: transactionid" on it, capping a store's approvals at one commit at a time.
-- The day's figures are now spread over up to 16 rows (slots), one per database connection
-- (pg_backend_pid() % 16), so two transactions meet on a row only when their connections share a
-- slot. Every reader sums over the slots (the report's groupBy, the cache version's sum).
ALTER TABLE "order_daily_stats" ADD COLUMN "slot" SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE "order_daily_stats" DROP CONSTRAINT "order_daily_stats_pkey",
  ADD CONSTRAINT "order_daily_stats_pkey" PRIMARY KEY ("store_id", "day", "gateway", "slot");

CREATE OR REPLACE FUNCTION "order_daily_stats_apply"(p_store_id INTEGER, p_paid_at TIMESTAMPTZ, p_gateway "Gateway", p_sign INTEGER, p_net DECIMAL, p_price DECIMAL)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_daily_stats" AS s ("store_id", "day", "gateway", "slot", "sales", "revenue", "gross_revenue", "changes")
  SELECT p_store_id, (p_paid_at AT TIME ZONE st."timezone")::date, p_gateway, (pg_backend_pid() % 16)::smallint,
         p_sign, p_sign * p_net, p_sign * p_price, 1
  FROM "stores" st WHERE st."id" = p_store_id
  ON CONFLICT ("store_id", "day", "gateway", "slot") DO UPDATE
    SET "sales" = s."sales" + EXCLUDED."sales",
        "revenue" = s."revenue" + EXCLUDED."revenue",
        "gross_revenue" = s."gross_revenue" + EXCLUDED."gross_revenue",
        "changes" = s."changes" + 1;
END $$;
