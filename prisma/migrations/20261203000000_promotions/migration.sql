-- Written by hand (issue 33). Promotions: coupons scoped to packages and categories (with a start,
-- uses per buyer, first purchase only, and whether they add to a sale), scheduled sales, and gift
-- cards with their balance history. Existing coupons keep what they did: no scope (every package),
-- no start, no per-buyer count beyond limit_criteria, combinable with sales.

-- CreateEnum
CREATE TYPE "GiftCardTransactionKind" AS ENUM ('ISSUE', 'REDEEM', 'RESTORE', 'ADJUST');

-- AlterTable: coupons
-- package_ids / category_ids: the scope (a category includes its subcategories); both empty: every package.
ALTER TABLE "coupons" ADD COLUMN "starts_at" TIMESTAMPTZ(3),
ADD COLUMN "package_ids" INTEGER[] NOT NULL DEFAULT '{}',
ADD COLUMN "category_ids" INTEGER[] NOT NULL DEFAULT '{}',
ADD COLUMN "max_uses_per_buyer" INTEGER,
ADD COLUMN "first_purchase_only" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "combinable_with_sales" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable: packages. A gift card package issues, per unit bought, a gift card of this value.
ALTER TABLE "packages" ADD COLUMN "gift_card_value" DECIMAL(12,2);

-- AlterTable: stores. sales_until: the latest end of the store's enabled sales (null: none), kept by the
-- trigger below; read with the store, so a page or checkout of a store with no sale running sends no
-- statement for sales.
ALTER TABLE "stores" ADD COLUMN "sales_until" TIMESTAMPTZ(3);

-- AlterTable: orders. What the order's price is made of:
--   price = subtotal - sale_discount - coupon_discount - gift_card_amount
-- (subtotal at the packages' own prices; price is what the gateway charges). Existing orders: their
-- lines' sum, and what the coupon took.
ALTER TABLE "orders" ADD COLUMN "subtotal" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN "sale_discount" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN "coupon_discount" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN "gift_card_amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN "gift_card_id" INTEGER;

UPDATE "orders" o SET "subtotal" = l.total,
  "coupon_discount" = CASE WHEN o.promo_code IS NOT NULL THEN greatest(l.total - o.price, 0) ELSE 0 END
FROM (SELECT order_id, sum(price) AS total FROM order_packages GROUP BY order_id) l
WHERE l.order_id = o.id;
UPDATE "orders" SET "subtotal" = "price" WHERE "subtotal" < "price";

-- CreateTable
CREATE TABLE "sales" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" "PromoType" NOT NULL,
    "value" DECIMAL(12,2) NOT NULL,
    "package_ids" INTEGER[] NOT NULL DEFAULT '{}',
    "category_ids" INTEGER[] NOT NULL DEFAULT '{}',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sales_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sales_period_check" CHECK ("ends_at" > "starts_at")
);

-- CreateTable
-- code_hash: SHA-256 (hex) of the code as typed, upper-cased, without separators; the code itself is
-- shown once, when the card is issued. last4: its last four characters, to tell cards apart.
CREATE TABLE "gift_cards" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "initial_value" DECIMAL(12,2) NOT NULL,
    "balance" DECIMAL(12,2) NOT NULL,
    "currency" "Currency" NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "expires_at" TIMESTAMPTZ(3),
    "note" TEXT,
    "recipient_email" TEXT,
    "order_id" INTEGER,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gift_cards_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "gift_cards_balance_check" CHECK ("balance" >= 0)
);

-- CreateTable
-- Every change of a card's balance: amount signed (a redemption is negative), the balance after it.
CREATE TABLE "gift_card_transactions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "gift_card_id" INTEGER NOT NULL,
    "order_id" INTEGER,
    "kind" "GiftCardTransactionKind" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "balance_after" DECIMAL(12,2) NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gift_card_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sales_store_id_ends_at_idx" ON "sales"("store_id", "ends_at");
CREATE UNIQUE INDEX "gift_cards_store_id_code_hash_key" ON "gift_cards"("store_id", "code_hash");
CREATE INDEX "gift_cards_store_id_created_at_idx" ON "gift_cards"("store_id", "created_at" DESC, "id" DESC);
CREATE INDEX "gift_cards_order_id_idx" ON "gift_cards"("order_id");
CREATE INDEX "gift_card_transactions_gift_card_id_idx" ON "gift_card_transactions"("gift_card_id", "id");
CREATE INDEX "gift_card_transactions_order_id_idx" ON "gift_card_transactions"("order_id");
CREATE INDEX "orders_gift_card_id_idx" ON "orders"("gift_card_id");

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_gift_card_id_fkey" FOREIGN KEY ("gift_card_id") REFERENCES "gift_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_id_fkey" FOREIGN KEY ("gift_card_id") REFERENCES "gift_cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- stores.sales_until, kept by whoever writes a sale: the latest end of the store's enabled sales.
-- Every sale write first locks its store's row, so two concurrent writes queue up and the second
-- one's max() sees the first.
CREATE FUNCTION sales_store_until() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid INTEGER := CASE WHEN TG_OP = 'DELETE' THEN OLD.store_id ELSE NEW.store_id END;
  latest TIMESTAMPTZ(3);
BEGIN
  PERFORM 1 FROM stores WHERE id = sid FOR NO KEY UPDATE;
  SELECT max(ends_at) INTO latest FROM sales WHERE store_id = sid AND enabled;
  UPDATE stores SET sales_until = latest WHERE id = sid AND sales_until IS DISTINCT FROM latest;
  RETURN NULL;
END
$$;
CREATE TRIGGER sales_store_until AFTER INSERT OR UPDATE OR DELETE ON "sales"
  FOR EACH ROW EXECUTE FUNCTION sales_store_until();
