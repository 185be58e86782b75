-- CreateTable
-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- UNLOGGED, which Prisma has no syntax for: the counters are disposable (a crash empties them,
-- which only resets the current minute's windows) and skipping the WAL keeps the one write every
-- rate-limited request makes cheap. They live on the primary only, like every write.
CREATE UNLOGGED TABLE "rate_limit_counters" (
    "bucket" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("bucket","window_start")
);

-- CreateIndex
CREATE INDEX "rate_limit_counters_window_start_idx" ON "rate_limit_counters"("window_start");
