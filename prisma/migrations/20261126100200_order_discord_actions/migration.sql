-- Written by hand. Each run of a package's Discord action for an order (issue 17): written in the
-- transaction of the approval, refund or chargeback that causes it, run by the job worker and
-- retried with backoff; the order shows them as discord_actions[]. Orders approved before this
-- migration have none (their actions were never run, and are not run now).

-- CreateEnum
CREATE TYPE "DiscordActionStatus" AS ENUM ('PENDING', 'DONE', 'FAILED', 'SKIPPED', 'CANCELED');

-- CreateTable
CREATE TABLE "order_discord_actions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_package_id" INTEGER,
    "package_discord_action_id" INTEGER,
    "trigger" "CommandTrigger" NOT NULL,
    "action" TEXT NOT NULL,
    "role_id" TEXT,
    "channel_id" TEXT,
    "template" TEXT,
    "message" TEXT,
    "user_id" TEXT,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "source_id" INTEGER,
    "status" "DiscordActionStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "run_at" TIMESTAMPTZ(3) NOT NULL,
    "done_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_discord_actions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_discord_actions_store_id_idx" ON "order_discord_actions"("store_id");

-- CreateIndex
CREATE INDEX "order_discord_actions_order_id_id_idx" ON "order_discord_actions"("order_id", "id");

-- CreateIndex
CREATE INDEX "order_discord_actions_status_run_at_idx" ON "order_discord_actions"("status", "run_at");

-- AddForeignKey
ALTER TABLE "order_discord_actions" ADD CONSTRAINT "order_discord_actions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
