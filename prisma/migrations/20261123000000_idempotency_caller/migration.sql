-- AlterTable
-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- Idempotency keys belong to the caller (issue 14): the store and the proven credential
-- (src/context.ts callerOf). Keys kept before this migration belong to no caller ('') and are
-- therefore never replayed again; the hourly purge deletes them within 24 h.
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey",
ADD COLUMN     "caller" TEXT NOT NULL DEFAULT '',
ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("store_id", "caller", "key");

ALTER TABLE "idempotency_keys" ALTER COLUMN "caller" DROP DEFAULT;
