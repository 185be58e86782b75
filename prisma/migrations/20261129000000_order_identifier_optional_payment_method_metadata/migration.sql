-- A checkout needs no buyer identifier (the vendor's in-game shop sends none): an order without one
-- has client_identifier NULL. A cart whose commands or Discord actions need it is refused instead.
-- payment_method: how a paid order was paid, as its provider reported it (PIX, CREDIT_CARD, ...).
-- metadata: the integrator's own key/value data, given at checkout or by the owner.
-- AlterTable
ALTER TABLE "orders" ALTER COLUMN "client_identifier" DROP NOT NULL,
ADD COLUMN     "payment_method" TEXT,
ADD COLUMN     "metadata" JSONB;
