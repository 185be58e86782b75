-- Written by hand (issue 27). Coupons gain the two settings CentralCart's discount shows
-- (webstore/discount, app/discounts/list): min_price, the smallest cart subtotal before the discount
-- the coupon applies to (0: any, what every existing coupon keeps), and limit_criteria, which of the
-- buyer's details a use is counted by so that each buyer uses it once (NULL: no per-buyer limit).
-- Checkout applies both. Existing coupons behave exactly as before: 0 and NULL are the "no limit" of each.
-- CreateEnum
CREATE TYPE "CouponLimitCriteria" AS ENUM ('CLIENT_EMAIL', 'CLIENT_IDENTIFIER');

-- AlterTable
ALTER TABLE "coupons" ADD COLUMN     "min_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "limit_criteria" "CouponLimitCriteria";
