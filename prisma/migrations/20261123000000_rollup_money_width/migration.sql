-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- A day's rollup sums orders of up to 9,999,999,999.99 each (numeric(12,2)): DECIMAL(14,2) held only
-- 100 of them, and the 101st approval of the day failed in the trigger with "numeric field
-- overflow" (issue 14). DECIMAL(20,2) holds 100 million such orders a day. Widening a numeric's
-- precision at the same scale does not rewrite the table.
ALTER TABLE "order_daily_stats" ALTER COLUMN "revenue" SET DATA TYPE DECIMAL(20,2),
  ALTER COLUMN "gross_revenue" SET DATA TYPE DECIMAL(20,2);
