-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- Each visit remembers a hash of the client address it came from, so one address can count only a
-- bounded number of visitors a day (src/modules/reports/report.service.ts recordVisit). Rows from
-- before have none and count for no address.

-- AlterTable
ALTER TABLE "visits" ADD COLUMN "address_hash" TEXT;

-- CreateIndex
CREATE INDEX "visits_store_id_day_address_hash_idx" ON "visits"("store_id", "day", "address_hash");
