-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- A store's storefront settings (issue 15, PATCH /v1/app/store): its theme, what checkout asks of
-- the buyer, and where payment pages send the buyer back to. Existing stores keep today's behaviour:
-- no theme, nothing extra required, Discord optional.

-- CreateEnum
CREATE TYPE "DiscordMode" AS ENUM ('DISABLED', 'OPTIONAL', 'REQUIRED');

-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "primary_color" TEXT,
ADD COLUMN     "logo" TEXT,
ADD COLUMN     "banner" TEXT,
ADD COLUMN     "require_document" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "require_phone" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "discord_mode" "DiscordMode" NOT NULL DEFAULT 'OPTIONAL',
ADD COLUMN     "return_url" TEXT,
ADD COLUMN     "cancel_url" TEXT;
