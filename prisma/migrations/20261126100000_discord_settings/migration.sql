-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- A store's Discord bot (issue 17, PATCH /v1/app/store): the token sealed with the key of
-- SECRET_KEY (as webhook secrets), its last 4 characters, and the server (guild) it acts in.
-- Existing stores have none: their packages' Discord actions are recorded as skipped.

-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "discord_bot_token_enc" TEXT,
ADD COLUMN     "discord_bot_token_last4" TEXT,
ADD COLUMN     "discord_guild_id" TEXT;
