-- AlterTable
ALTER TABLE "commands" ADD COLUMN     "leased_by" INTEGER,
ADD COLUMN     "leased_until" TIMESTAMPTZ(3);
