-- Written by hand (issue 32). Buyer sign-in without passwords and the buyer's area: which sign-ins a
-- store offers and its Discord OAuth2 application, the buyers themselves (a verified e-mail and/or a
-- Discord id, per store), e-mail one-time codes, Discord sign-ins in flight (state and PKCE verifier),
-- and the buyers' sessions with their rotating token pairs. Nothing existing changes: every store
-- starts with both sign-ins off, and GET /v1/webstore keeps answering auth: false until one is on.

-- CreateEnum
CREATE TYPE "BuyerSignInMethod" AS ENUM ('EMAIL', 'DISCORD');

-- AlterTable
-- The Discord application's client secret is sealed like the bot token (AES-256-GCM with SECRET_KEY,
-- *_enc: the audit trigger shows it as [redacted]); only its last 4 characters are ever answered.
ALTER TABLE "stores" ADD COLUMN "buyer_email_sign_in" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "buyer_discord_sign_in" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "discord_client_id" TEXT,
ADD COLUMN "discord_client_secret_enc" TEXT,
ADD COLUMN "discord_client_secret_last4" TEXT;

-- CreateTable
-- One person buying at one store: known by a verified e-mail (lower-cased), a Discord id, or both
-- (docs/DECISIONS.md, "Buyer sign-in and the buyer's area"). At least one of the two.
CREATE TABLE "buyers" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "email" TEXT,
    "discord_id" TEXT,
    "discord_username" TEXT,
    "last_sign_in_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "buyers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "buyers_identity_check" CHECK ("email" IS NOT NULL OR "discord_id" IS NOT NULL)
);

-- CreateTable
-- An e-mail one-time code: its SHA-256 (compared in constant time), sealed (code_enc) only until the
-- worker has sent it, 10 minutes, 5 tries, good once.
CREATE TABLE "buyer_codes" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "code_enc" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buyer_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
-- A Discord sign-in in flight: the SHA-256 of its state, its PKCE verifier sealed, the redirect_uri the
-- code must be exchanged with; 10 minutes, good once.
CREATE TABLE "buyer_oauth_states" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "state_hash" TEXT NOT NULL,
    "verifier_enc" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buyer_oauth_states_pkey" PRIMARY KEY ("id")
);

-- CreateTable
-- One sign-in of a buyer: the family of the token pairs its refreshes rotate through. Revoked by
-- sign-out, by the owner, or when an old refresh token comes back (reuse: the whole family ends).
CREATE TABLE "buyer_sessions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "buyer_id" INTEGER NOT NULL,
    "method" "BuyerSignInMethod" NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "buyer_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
-- One issued pair: the SHA-256 of the access token (15 minutes) and of the refresh token (30 days),
-- and when the refresh token was spent on the next pair (a second use is a reuse).
CREATE TABLE "buyer_session_tokens" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "session_id" INTEGER NOT NULL,
    "access_hash" TEXT NOT NULL,
    "access_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "refresh_hash" TEXT NOT NULL,
    "refresh_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "rotated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buyer_session_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "buyers_store_id_email_key" ON "buyers"("store_id", "email");
CREATE UNIQUE INDEX "buyers_store_id_discord_id_key" ON "buyers"("store_id", "discord_id");
-- The latest code of an address (verify), and its codes of the last hour (the hourly cap).
CREATE INDEX "buyer_codes_store_id_email_created_at_idx" ON "buyer_codes"("store_id", "email", "created_at");
-- The worker's purge of old codes and states.
CREATE INDEX "buyer_codes_created_at_idx" ON "buyer_codes"("created_at");
CREATE UNIQUE INDEX "buyer_oauth_states_state_hash_key" ON "buyer_oauth_states"("state_hash");
CREATE INDEX "buyer_oauth_states_created_at_idx" ON "buyer_oauth_states"("created_at");
CREATE INDEX "buyer_sessions_buyer_id_idx" ON "buyer_sessions"("buyer_id");
CREATE INDEX "buyer_sessions_store_id_idx" ON "buyer_sessions"("store_id");
CREATE UNIQUE INDEX "buyer_session_tokens_access_hash_key" ON "buyer_session_tokens"("access_hash");
CREATE UNIQUE INDEX "buyer_session_tokens_refresh_hash_key" ON "buyer_session_tokens"("refresh_hash");
CREATE INDEX "buyer_session_tokens_session_id_idx" ON "buyer_session_tokens"("session_id");
CREATE INDEX "buyer_session_tokens_refresh_expires_at_idx" ON "buyer_session_tokens"("refresh_expires_at");

-- A buyer's orders are found by their e-mail ignoring case (and by their Discord id, through the
-- (store_id, lower(client_discord)) index of migration order_search).
CREATE INDEX "orders_store_id_lower_client_email_idx" ON "orders"("store_id", lower("client_email"));

-- AddForeignKey
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "buyer_codes" ADD CONSTRAINT "buyer_codes_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "buyer_oauth_states" ADD CONSTRAINT "buyer_oauth_states_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "buyer_sessions" ADD CONSTRAINT "buyer_sessions_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "buyer_sessions" ADD CONSTRAINT "buyer_sessions_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "buyers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "buyer_session_tokens" ADD CONSTRAINT "buyer_session_tokens_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "buyer_session_tokens" ADD CONSTRAINT "buyer_session_tokens_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "buyer_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The owner's revocation of a buyer's sessions is audited like every back-office change
-- (20261201000000_staff_access_audit: audit_row() records nothing without app.audit, so buyers' own
-- sign-ins and sign-outs are not).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "buyer_sessions" FOR EACH ROW EXECUTE FUNCTION audit_row();
