-- CreateEnum
CREATE TYPE "Currency" AS ENUM ('BRL', 'USD', 'EUR');

-- CreateEnum
CREATE TYPE "PackageType" AS ENUM ('SINGLE', 'MULTIPLE');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFUNDED', 'CHARGEDBACK');

-- CreateEnum
CREATE TYPE "Gateway" AS ENUM ('PIX', 'MERCADOPAGO', 'STRIPE', 'PAYPAL', 'PICPAY');

-- CreateEnum
CREATE TYPE "PromoType" AS ENUM ('PERCENTAGE', 'PRICE');

-- CreateEnum
CREATE TYPE "DeliveryType" AS ENUM ('LICENSE_KEY', 'CONTENT', 'DOWNLOAD', 'CHAT');

-- CreateEnum
CREATE TYPE "CommandTrigger" AS ENUM ('PURCHASE', 'EXPIRE', 'REFUND', 'CHARGEBACK');

-- CreateEnum
CREATE TYPE "CommandStatus" AS ENUM ('PENDING', 'DONE', 'FAILED', 'CANCELED');

-- CreateEnum
CREATE TYPE "AffiliateOperation" AS ENUM ('COMMISSION', 'COMMISSION_REVERSAL', 'WITHDRAW_PENDING', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED');

-- CreateEnum
CREATE TYPE "WebhookEvent" AS ENUM ('ORDER_CREATED', 'ORDER_APPROVED', 'ORDER_REJECTED', 'ORDER_ABANDONED', 'ORDER_REFUNDED', 'ORDER_CHARGEDBACK');

-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

-- CreateEnum
CREATE TYPE "IdempotencyState" AS ENUM ('RUNNING', 'DONE');

-- CreateTable
CREATE TABLE "stores" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "currency" "Currency" NOT NULL DEFAULT 'BRL',
    "locale" TEXT NOT NULL DEFAULT 'pt-BR',
    "timezone" TEXT NOT NULL DEFAULT 'America/Sao_Paulo',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'admin',
    "key_hash" TEXT NOT NULL,
    "key_prefix" TEXT NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "categories" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "parent_id" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "hide_category" BOOLEAN NOT NULL DEFAULT false,
    "hide_subcategory" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "banner" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packages" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "type" "PackageType" NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "compare_at_price" DECIMAL(12,2),
    "expiry_days" INTEGER,
    "inventory_amount" INTEGER,
    "min_quantity" INTEGER NOT NULL DEFAULT 1,
    "per_user_limit" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "icon" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "is_variation_parent" BOOLEAN NOT NULL DEFAULT false,
    "email_title" TEXT,
    "email_content" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "package_commands" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "package_id" INTEGER NOT NULL,
    "trigger" "CommandTrigger" NOT NULL DEFAULT 'PURCHASE',
    "command" TEXT NOT NULL,
    "game_server_id" INTEGER,
    "offline_execute" BOOLEAN NOT NULL DEFAULT false,
    "schedule" INTEGER NOT NULL DEFAULT 0,
    "execute_once" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "package_commands_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "package_discord_actions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "package_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "package_discord_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_keys" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "package_id" INTEGER NOT NULL,
    "value" VARCHAR(250) NOT NULL,
    "used" BOOLEAN NOT NULL DEFAULT false,
    "used_at" TIMESTAMPTZ(3),
    "order_package_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "license_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "package_fields" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "package_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'TEXT',
    "description" TEXT NOT NULL DEFAULT '',
    "required" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "package_fields_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "variables" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "variables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "package_variables" (
    "store_id" INTEGER NOT NULL,
    "package_id" INTEGER NOT NULL,
    "variable_id" INTEGER NOT NULL,

    CONSTRAINT "package_variables_pkey" PRIMARY KEY ("package_id","variable_id")
);

-- CreateTable
CREATE TABLE "coupons" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "code_key" TEXT NOT NULL,
    "type" "PromoType" NOT NULL,
    "value" DECIMAL(12,2) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "max_uses" INTEGER,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "coupons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "internal_id" TEXT NOT NULL,
    "external_id" TEXT,
    "client_identifier" TEXT NOT NULL,
    "client_email" TEXT NOT NULL,
    "client_name" TEXT NOT NULL,
    "client_document" TEXT,
    "client_phone" TEXT,
    "client_discord" TEXT,
    "price" DECIMAL(12,2) NOT NULL,
    "net_received" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "promo_code" TEXT,
    "promo_type" "PromoType",
    "promo_value" DECIMAL(12,2),
    "coupon_id" INTEGER,
    "affiliate_id" INTEGER,
    "affiliate_commission" DECIMAL(12,2),
    "gateway" "Gateway" NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'PENDING',
    "currency" "Currency" NOT NULL,
    "manually_created" BOOLEAN NOT NULL DEFAULT false,
    "manually_refunded" BOOLEAN NOT NULL DEFAULT false,
    "manually_approved" BOOLEAN NOT NULL DEFAULT false,
    "paid_at" TIMESTAMPTZ(3),
    "abandoned_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_packages" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "package_id" INTEGER,
    "name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "fields" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_variables" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_variables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_notes" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deliveries" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_package_id" INTEGER,
    "license_key_id" INTEGER,
    "type" "DeliveryType" NOT NULL,
    "value" TEXT NOT NULL,
    "render" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_servers" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT,
    "token_hash" TEXT NOT NULL,
    "token_prefix" TEXT NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "game_servers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commands" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER,
    "order_package_id" INTEGER,
    "package_command_id" INTEGER,
    "game_server_id" INTEGER,
    "user_id" TEXT NOT NULL,
    "trigger" "CommandTrigger" NOT NULL,
    "command" TEXT NOT NULL,
    "offline_execute" BOOLEAN NOT NULL DEFAULT false,
    "execute_once" BOOLEAN NOT NULL DEFAULT false,
    "execute_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" "CommandStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "response" TEXT,
    "reason" TEXT,
    "executed_at" TIMESTAMPTZ(3),
    "executed_by" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commands_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "affiliates" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" VARCHAR(56) NOT NULL,
    "ref_code" TEXT NOT NULL,
    "ref_code_key" TEXT NOT NULL,
    "percent_commission" DECIMAL(5,2) NOT NULL,
    "balance" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "min_withdraw" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "email" TEXT NOT NULL,
    "self_affiliated" BOOLEAN NOT NULL DEFAULT false,
    "linked_discount_id" INTEGER,
    "withdraw_settings" JSONB,
    "dash_secret_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "affiliates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "affiliate_package_commissions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "affiliate_id" INTEGER NOT NULL,
    "package_id" INTEGER NOT NULL,
    "percent_commission" DECIMAL(5,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "affiliate_package_commissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "affiliate_transactions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "affiliate_id" INTEGER NOT NULL,
    "operation" "AffiliateOperation" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "message" TEXT,
    "order_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "affiliate_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhooks" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "url" TEXT NOT NULL,
    "scopes" "WebhookEvent"[],
    "secret_enc" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabled_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhooks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_logs" (
    "id" CHAR(24) NOT NULL,
    "store_id" INTEGER NOT NULL,
    "webhook_id" INTEGER NOT NULL,
    "delivery_id" INTEGER,
    "event_id" UUID,
    "event" "WebhookEvent" NOT NULL,
    "url" TEXT NOT NULL,
    "request_body" JSONB NOT NULL,
    "response_status" INTEGER,
    "response_body" TEXT,
    "response_time_ms" INTEGER NOT NULL,
    "success" BOOLEAN NOT NULL,
    "error" TEXT,
    "is_resend" BOOLEAN NOT NULL DEFAULT false,
    "original_log_id" CHAR(24),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "store_id" INTEGER NOT NULL,
    "event" "WebhookEvent" NOT NULL,
    "order_id" INTEGER,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatched_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "webhook_id" INTEGER NOT NULL,
    "event_id" UUID NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "posts" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "image" TEXT,
    "slug" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visits" (
    "id" BIGSERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "visitor_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "store_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "state" "IdempotencyState" NOT NULL DEFAULT 'RUNNING',
    "response_status" INTEGER,
    "response_body" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("store_id","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "stores_domain_key" ON "stores"("domain");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "api_keys_store_id_idx" ON "api_keys"("store_id");

-- CreateIndex
CREATE INDEX "categories_store_id_parent_id_position_idx" ON "categories"("store_id", "parent_id", "position");

-- CreateIndex
CREATE INDEX "categories_store_id_position_idx" ON "categories"("store_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "categories_store_id_slug_key" ON "categories"("store_id", "slug");

-- CreateIndex
CREATE INDEX "packages_store_id_category_id_position_idx" ON "packages"("store_id", "category_id", "position");

-- CreateIndex
CREATE INDEX "packages_store_id_position_id_idx" ON "packages"("store_id", "position", "id");

-- CreateIndex
CREATE INDEX "packages_store_id_name_idx" ON "packages"("store_id", "name");

-- CreateIndex
CREATE INDEX "packages_store_id_parent_id_idx" ON "packages"("store_id", "parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "packages_store_id_slug_key" ON "packages"("store_id", "slug");

-- CreateIndex
CREATE INDEX "package_commands_store_id_idx" ON "package_commands"("store_id");

-- CreateIndex
CREATE INDEX "package_commands_package_id_position_idx" ON "package_commands"("package_id", "position");

-- CreateIndex
CREATE INDEX "package_commands_game_server_id_idx" ON "package_commands"("game_server_id");

-- CreateIndex
CREATE INDEX "package_discord_actions_store_id_idx" ON "package_discord_actions"("store_id");

-- CreateIndex
CREATE INDEX "package_discord_actions_package_id_position_idx" ON "package_discord_actions"("package_id", "position");

-- CreateIndex
CREATE INDEX "license_keys_store_id_idx" ON "license_keys"("store_id");

-- CreateIndex
CREATE INDEX "license_keys_package_id_used_id_idx" ON "license_keys"("package_id", "used", "id");

-- CreateIndex
CREATE UNIQUE INDEX "license_keys_package_id_value_key" ON "license_keys"("package_id", "value");

-- CreateIndex
CREATE INDEX "package_fields_store_id_idx" ON "package_fields"("store_id");

-- CreateIndex
CREATE INDEX "package_fields_package_id_position_idx" ON "package_fields"("package_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "variables_store_id_name_key" ON "variables"("store_id", "name");

-- CreateIndex
CREATE INDEX "package_variables_store_id_idx" ON "package_variables"("store_id");

-- CreateIndex
CREATE INDEX "package_variables_variable_id_idx" ON "package_variables"("variable_id");

-- CreateIndex
CREATE UNIQUE INDEX "coupons_store_id_code_key_key" ON "coupons"("store_id", "code_key");

-- CreateIndex
CREATE INDEX "orders_store_id_created_at_idx" ON "orders"("store_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_store_id_status_created_at_idx" ON "orders"("store_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "orders_store_id_client_identifier_idx" ON "orders"("store_id", "client_identifier");

-- CreateIndex
CREATE INDEX "orders_store_id_client_email_idx" ON "orders"("store_id", "client_email");

-- CreateIndex
CREATE INDEX "orders_store_id_gateway_created_at_idx" ON "orders"("store_id", "gateway", "created_at");

-- CreateIndex
CREATE INDEX "orders_store_id_status_paid_at_idx" ON "orders"("store_id", "status", "paid_at");

-- CreateIndex
CREATE INDEX "orders_store_id_affiliate_id_status_idx" ON "orders"("store_id", "affiliate_id", "status");

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "orders_store_id_internal_id_key" ON "orders"("store_id", "internal_id");

-- CreateIndex
CREATE INDEX "order_packages_store_id_idx" ON "order_packages"("store_id");

-- CreateIndex
CREATE INDEX "order_packages_order_id_idx" ON "order_packages"("order_id");

-- CreateIndex
CREATE INDEX "order_packages_package_id_idx" ON "order_packages"("package_id");

-- CreateIndex
CREATE INDEX "order_variables_store_id_idx" ON "order_variables"("store_id");

-- CreateIndex
CREATE UNIQUE INDEX "order_variables_order_id_name_key" ON "order_variables"("order_id", "name");

-- CreateIndex
CREATE INDEX "order_notes_store_id_idx" ON "order_notes"("store_id");

-- CreateIndex
CREATE INDEX "order_notes_order_id_created_at_idx" ON "order_notes"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "deliveries_store_id_idx" ON "deliveries"("store_id");

-- CreateIndex
CREATE INDEX "deliveries_order_id_idx" ON "deliveries"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "game_servers_token_hash_key" ON "game_servers"("token_hash");

-- CreateIndex
CREATE INDEX "game_servers_store_id_idx" ON "game_servers"("store_id");

-- CreateIndex
CREATE INDEX "commands_store_id_status_execute_at_idx" ON "commands"("store_id", "status", "execute_at");

-- CreateIndex
CREATE INDEX "commands_store_id_user_id_status_idx" ON "commands"("store_id", "user_id", "status");

-- CreateIndex
CREATE INDEX "commands_order_id_idx" ON "commands"("order_id");

-- CreateIndex
CREATE INDEX "commands_game_server_id_status_execute_at_idx" ON "commands"("game_server_id", "status", "execute_at");

-- CreateIndex
CREATE INDEX "affiliates_store_id_email_idx" ON "affiliates"("store_id", "email");

-- CreateIndex
CREATE INDEX "affiliates_store_id_name_idx" ON "affiliates"("store_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "affiliates_store_id_ref_code_key_key" ON "affiliates"("store_id", "ref_code_key");

-- CreateIndex
CREATE INDEX "affiliate_package_commissions_store_id_idx" ON "affiliate_package_commissions"("store_id");

-- CreateIndex
CREATE INDEX "affiliate_package_commissions_package_id_idx" ON "affiliate_package_commissions"("package_id");

-- CreateIndex
CREATE UNIQUE INDEX "affiliate_package_commissions_affiliate_id_package_id_key" ON "affiliate_package_commissions"("affiliate_id", "package_id");

-- CreateIndex
CREATE INDEX "affiliate_transactions_store_id_affiliate_id_created_at_idx" ON "affiliate_transactions"("store_id", "affiliate_id", "created_at");

-- CreateIndex
CREATE INDEX "affiliate_transactions_store_id_operation_created_at_idx" ON "affiliate_transactions"("store_id", "operation", "created_at");

-- CreateIndex
CREATE INDEX "affiliate_transactions_order_id_idx" ON "affiliate_transactions"("order_id");

-- CreateIndex
CREATE INDEX "webhooks_store_id_idx" ON "webhooks"("store_id");

-- CreateIndex
CREATE INDEX "webhook_logs_store_id_created_at_idx" ON "webhook_logs"("store_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "webhook_logs_store_id_webhook_id_created_at_idx" ON "webhook_logs"("store_id", "webhook_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "webhook_logs_store_id_event_created_at_idx" ON "webhook_logs"("store_id", "event", "created_at" DESC);

-- CreateIndex
CREATE INDEX "webhook_logs_store_id_success_created_at_idx" ON "webhook_logs"("store_id", "success", "created_at" DESC);

-- CreateIndex
CREATE INDEX "outbox_events_store_id_created_at_idx" ON "outbox_events"("store_id", "created_at");

-- CreateIndex
CREATE INDEX "outbox_events_dispatched_at_created_at_idx" ON "outbox_events"("dispatched_at", "created_at");

-- CreateIndex
CREATE INDEX "outbox_events_order_id_idx" ON "outbox_events"("order_id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_store_id_status_idx" ON "webhook_deliveries"("store_id", "status");

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_webhook_id_event_id_key" ON "webhook_deliveries"("webhook_id", "event_id");

-- CreateIndex
CREATE INDEX "posts_store_id_published_at_idx" ON "posts"("store_id", "published_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "posts_store_id_slug_key" ON "posts"("store_id", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "visits_store_id_day_visitor_hash_key" ON "visits"("store_id", "day", "visitor_hash");

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "categories" ADD CONSTRAINT "categories_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packages" ADD CONSTRAINT "packages_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packages" ADD CONSTRAINT "packages_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packages" ADD CONSTRAINT "packages_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "packages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_commands" ADD CONSTRAINT "package_commands_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_commands" ADD CONSTRAINT "package_commands_game_server_id_fkey" FOREIGN KEY ("game_server_id") REFERENCES "game_servers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_discord_actions" ADD CONSTRAINT "package_discord_actions_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_keys" ADD CONSTRAINT "license_keys_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_keys" ADD CONSTRAINT "license_keys_order_package_id_fkey" FOREIGN KEY ("order_package_id") REFERENCES "order_packages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_fields" ADD CONSTRAINT "package_fields_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "variables" ADD CONSTRAINT "variables_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_variables" ADD CONSTRAINT "package_variables_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_variables" ADD CONSTRAINT "package_variables_variable_id_fkey" FOREIGN KEY ("variable_id") REFERENCES "variables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_variables" ADD CONSTRAINT "order_variables_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_package_id_fkey" FOREIGN KEY ("order_package_id") REFERENCES "order_packages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_license_key_id_fkey" FOREIGN KEY ("license_key_id") REFERENCES "license_keys"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_servers" ADD CONSTRAINT "game_servers_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commands" ADD CONSTRAINT "commands_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commands" ADD CONSTRAINT "commands_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commands" ADD CONSTRAINT "commands_order_package_id_fkey" FOREIGN KEY ("order_package_id") REFERENCES "order_packages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commands" ADD CONSTRAINT "commands_game_server_id_fkey" FOREIGN KEY ("game_server_id") REFERENCES "game_servers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_linked_discount_id_fkey" FOREIGN KEY ("linked_discount_id") REFERENCES "coupons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_package_commissions" ADD CONSTRAINT "affiliate_package_commissions_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_package_commissions" ADD CONSTRAINT "affiliate_package_commissions_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_transactions" ADD CONSTRAINT "affiliate_transactions_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "outbox_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visits" ADD CONSTRAINT "visits_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
