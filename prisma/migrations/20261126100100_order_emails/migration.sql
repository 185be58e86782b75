-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- E-mail to buyers (issue 17): one row per e-mail to send, written in the transaction of the status
-- change it tells of (approval, refund, chargeback); the job worker sends it and records each attempt.

-- CreateEnum
CREATE TYPE "OrderEmailKind" AS ENUM ('APPROVED', 'REFUNDED', 'CHARGEDBACK');

-- CreateEnum
CREATE TYPE "OrderEmailStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateTable
CREATE TABLE "order_emails" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "kind" "OrderEmailKind" NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "status" "OrderEmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_emails_store_id_status_idx" ON "order_emails"("store_id", "status");

-- CreateIndex
CREATE INDEX "order_emails_order_id_idx" ON "order_emails"("order_id");

-- AddForeignKey
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
