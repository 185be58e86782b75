-- CreateTable
CREATE TABLE "order_daily_stats" (
    "store_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "gateway" "Gateway" NOT NULL,
    "sales" INTEGER NOT NULL DEFAULT 0,
    "revenue" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "gross_revenue" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "changes" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "order_daily_stats_pkey" PRIMARY KEY ("store_id","day","gateway")
);

-- CreateTable
CREATE TABLE "report_cache" (
    "store_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "version" BIGINT NOT NULL,
    "body" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "report_cache_pkey" PRIMARY KEY ("store_id","key")
);

-- AddForeignKey
ALTER TABLE "order_daily_stats" ADD CONSTRAINT "order_daily_stats_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_cache" ADD CONSTRAINT "report_cache_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma has no syntax for triggers): the rollup follows every change of an order
-- in the transaction of that change. An order counts while it is APPROVED with a paid_at, on the
-- store-local day of paid_at (a store's time zone is fixed when the store is created).
-- Orders are never deleted on their own; a store's deletion removes its rollup rows by cascade.
CREATE FUNCTION "order_daily_stats_apply"(p_store_id INTEGER, p_paid_at TIMESTAMPTZ, p_gateway "Gateway", p_sign INTEGER, p_net DECIMAL, p_price DECIMAL)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_daily_stats" AS s ("store_id", "day", "gateway", "sales", "revenue", "gross_revenue", "changes")
  SELECT p_store_id, (p_paid_at AT TIME ZONE st."timezone")::date, p_gateway, p_sign, p_sign * p_net, p_sign * p_price, 1
  FROM "stores" st WHERE st."id" = p_store_id
  ON CONFLICT ("store_id", "day", "gateway") DO UPDATE
    SET "sales" = s."sales" + EXCLUDED."sales",
        "revenue" = s."revenue" + EXCLUDED."revenue",
        "gross_revenue" = s."gross_revenue" + EXCLUDED."gross_revenue",
        "changes" = s."changes" + 1;
END $$;

CREATE FUNCTION "orders_rollup_trigger"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD."status" = NEW."status" AND OLD."paid_at" IS NOT DISTINCT FROM NEW."paid_at"
     AND OLD."gateway" = NEW."gateway" AND OLD."price" = NEW."price" AND OLD."net_received" = NEW."net_received" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."status" = 'APPROVED' AND OLD."paid_at" IS NOT NULL THEN
    PERFORM "order_daily_stats_apply"(OLD."store_id", OLD."paid_at", OLD."gateway", -1, OLD."net_received", OLD."price");
  END IF;
  IF NEW."status" = 'APPROVED' AND NEW."paid_at" IS NOT NULL THEN
    PERFORM "order_daily_stats_apply"(NEW."store_id", NEW."paid_at", NEW."gateway", 1, NEW."net_received", NEW."price");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "orders_rollup" AFTER INSERT OR UPDATE OF "status", "paid_at", "gateway", "price", "net_received" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_rollup_trigger"();

-- Orders that exist before this migration.
INSERT INTO "order_daily_stats" ("store_id", "day", "gateway", "sales", "revenue", "gross_revenue", "changes")
SELECT o."store_id", (o."paid_at" AT TIME ZONE st."timezone")::date, o."gateway", count(*), sum(o."net_received"), sum(o."price"), count(*)
FROM "orders" o JOIN "stores" st ON st."id" = o."store_id"
WHERE o."status" = 'APPROVED' AND o."paid_at" IS NOT NULL
GROUP BY 1, 2, 3;
