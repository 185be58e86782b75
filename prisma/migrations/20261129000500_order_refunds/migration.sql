-- Written by hand (issue 29). An owner's refund at the payment provider becomes a step with
-- compensation: its intent is recorded, and committed, before the provider is asked; the provider is
-- asked with the intent's idempotency key; its success is recorded; then the order moves to REFUNDED in
-- a transaction that marks the intent APPLIED. A crash or a 409 in between leaves REQUESTED or
-- PROVIDER_DONE, which the owner sees on the order and a retry (the owner's, or the worker's
-- finish_refunds) finishes without refunding twice. Nothing existing changes: the table starts empty.
-- CreateEnum
CREATE TYPE "OrderRefundStatus" AS ENUM ('REQUESTED', 'PROVIDER_DONE', 'APPLIED', 'FAILED');

-- CreateTable
CREATE TABLE "order_refunds" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "gateway" "Gateway" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "currency" "Currency" NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "status" "OrderRefundStatus" NOT NULL DEFAULT 'REQUESTED',
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "error" TEXT,
    "provider_done_at" TIMESTAMPTZ(3),
    "applied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_refunds_order_id_key" ON "order_refunds"("order_id");

-- CreateIndex
CREATE INDEX "order_refunds_status_updated_at_idx" ON "order_refunds"("status", "updated_at");

-- AddForeignKey
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
