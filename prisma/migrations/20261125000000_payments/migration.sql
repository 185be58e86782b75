-- Payments (issue 16): per-store gateway settings, the payment data of an order, verified provider events.
ALTER TABLE "orders" ADD COLUMN "checkout_url" TEXT,
  ADD COLUMN "pix_code" TEXT,
  ADD COLUMN "qr_code" TEXT,
  ADD COLUMN "review_reason" TEXT;

CREATE TABLE "store_gateways" (
  "id" SERIAL NOT NULL,
  "store_id" INTEGER NOT NULL,
  "gateway" "Gateway" NOT NULL,
  "enabled" BOOLEAN NOT NULL DEFAULT false,
  "name" TEXT,
  "credentials_enc" TEXT,
  "credential_hints" JSONB NOT NULL DEFAULT '{}',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "store_gateways_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "store_gateways_store_id_gateway_key" ON "store_gateways"("store_id", "gateway");
ALTER TABLE "store_gateways" ADD CONSTRAINT "store_gateways_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "payment_events" (
  "id" SERIAL NOT NULL,
  "store_id" INTEGER NOT NULL,
  "gateway" "Gateway" NOT NULL,
  "event_id" TEXT NOT NULL,
  "order_id" INTEGER,
  "outcome" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "payment_events_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payment_events_store_id_gateway_event_id_key" ON "payment_events"("store_id", "gateway", "event_id");
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
