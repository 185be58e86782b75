-- Written by hand (issue 30). Recurring packages: a package may charge again every interval, a
-- subscription per buyer and provider subscription, orders naming the subscription they paid a period
-- of, and the five SUBSCRIPTION_* webhook events. Nothing existing changes: the new columns are null
-- (every package is sold once, every order is a one-off) and the table starts empty.
-- AlterEnum (new values are not used in this transaction: PostgreSQL allows adding them inside it)
ALTER TYPE "WebhookEvent" ADD VALUE 'SUBSCRIPTION_CREATED';
ALTER TYPE "WebhookEvent" ADD VALUE 'SUBSCRIPTION_RENEWED';
ALTER TYPE "WebhookEvent" ADD VALUE 'SUBSCRIPTION_PAST_DUE';
ALTER TYPE "WebhookEvent" ADD VALUE 'SUBSCRIPTION_CANCELED';
ALTER TYPE "WebhookEvent" ADD VALUE 'SUBSCRIPTION_EXPIRED';

-- CreateEnum
CREATE TYPE "SubscriptionInterval" AS ENUM ('DAY', 'WEEK', 'MONTH', 'YEAR');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('ACTIVE', 'PAST_DUE', 'CANCELED', 'EXPIRED');

-- AlterTable
ALTER TABLE "packages" ADD COLUMN "subscription_interval" "SubscriptionInterval",
ADD COLUMN "subscription_interval_count" INTEGER;

-- A package is a subscription with both, or sold once with neither.
ALTER TABLE "packages" ADD CONSTRAINT "packages_subscription_check"
  CHECK ((subscription_interval IS NULL) = (subscription_interval_count IS NULL) AND (subscription_interval_count IS NULL OR subscription_interval_count >= 1));

-- AlterTable
ALTER TABLE "orders" ADD COLUMN "subscription_id" INTEGER;

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "package_id" INTEGER,
    "package_name" TEXT NOT NULL,
    "gateway" "Gateway" NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'ACTIVE',
    "provider_id" TEXT NOT NULL,
    "provider_customer_id" TEXT,
    "interval" "SubscriptionInterval" NOT NULL,
    "interval_count" INTEGER NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "currency" "Currency" NOT NULL,
    "client_identifier" TEXT,
    "client_email" TEXT NOT NULL,
    "client_name" TEXT NOT NULL,
    "client_discord" TEXT,
    "current_period_start" TIMESTAMPTZ(3) NOT NULL,
    "current_period_end" TIMESTAMPTZ(3) NOT NULL,
    "renewals" INTEGER NOT NULL DEFAULT 0,
    "cancel_at_period_end" BOOLEAN,
    "canceled_at" TIMESTAMPTZ(3),
    "expired_at" TIMESTAMPTZ(3),
    "past_due_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "orders_subscription_id_idx" ON "orders"("subscription_id");

-- CreateIndex
CREATE INDEX "subscriptions_store_id_created_at_idx" ON "subscriptions"("store_id", "created_at");

-- CreateIndex
CREATE INDEX "subscriptions_store_id_status_created_at_idx" ON "subscriptions"("store_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "subscriptions_store_id_client_email_idx" ON "subscriptions"("store_id", "client_email");

-- CreateIndex
CREATE INDEX "subscriptions_store_id_client_identifier_idx" ON "subscriptions"("store_id", "client_identifier");

-- CreateIndex
CREATE INDEX "subscriptions_store_id_package_id_idx" ON "subscriptions"("store_id", "package_id");

-- CreateIndex
CREATE INDEX "subscriptions_status_current_period_end_idx" ON "subscriptions"("status", "current_period_end");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_store_id_gateway_provider_id_key" ON "subscriptions"("store_id", "gateway", "provider_id");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE SET NULL ON UPDATE CASCADE;
