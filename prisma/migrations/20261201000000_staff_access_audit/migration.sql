-- Written by hand (issue 31). Staff accounts, roles, sessions, scoped API keys and the audit log.
-- Existing keys keep working unchanged: permissions {*} is the owner's key (every permission),
-- expires_at NULL never expires.

-- AlterTable: scoped keys
ALTER TABLE "api_keys" ADD COLUMN "permissions" TEXT[] NOT NULL DEFAULT ARRAY['*']::TEXT[],
ADD COLUMN "expires_at" TIMESTAMPTZ(3);

-- AlterTable: the store's security settings
ALTER TABLE "stores" ADD COLUMN "require_two_factor" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "audit_retention_days" INTEGER NOT NULL DEFAULT 365;

-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('OWNER', 'ADMIN', 'SUPPORT', 'ACCOUNTANT', 'CUSTOM');

-- CreateTable: custom roles, a named set of permissions
CREATE TABLE "staff_roles" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "permissions" TEXT[] NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "staff_roles_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "staff_roles_store_id_name_key" ON "staff_roles"("store_id", "name");
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable: staff users. password_hash is argon2id (NULL until the invite is accepted);
-- totp_secret is sealed with SECRET_KEY; recovery_codes are SHA-256 digests.
CREATE TABLE "staff_users" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "StaffRole" NOT NULL,
    "role_id" INTEGER,
    "password_hash" TEXT,
    "invite_token_hash" TEXT,
    "invite_expires_at" TIMESTAMPTZ(3),
    "totp_secret_enc" TEXT,
    "totp_enabled_at" TIMESTAMPTZ(3),
    "totp_last_step" INTEGER,
    "recovery_codes_hash" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "failed_sign_ins" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(3),
    "last_sign_in_at" TIMESTAMPTZ(3),
    "disabled_at" TIMESTAMPTZ(3),
    "removed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "staff_users_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "staff_users_custom_role_check" CHECK (("role" = 'CUSTOM') = ("role_id" IS NOT NULL))
);
CREATE UNIQUE INDEX "staff_users_store_id_email_key" ON "staff_users"("store_id", "email");
CREATE UNIQUE INDEX "staff_users_invite_token_hash_key" ON "staff_users"("invite_token_hash");
CREATE INDEX "staff_users_role_id_idx" ON "staff_users"("role_id");
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "staff_roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateTable: sign-in sessions (the cookie holds the token; only its SHA-256 is kept)
CREATE TABLE "staff_sessions" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "staff_user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "staff_sessions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "staff_sessions_token_hash_key" ON "staff_sessions"("token_hash");
CREATE INDEX "staff_sessions_staff_user_id_idx" ON "staff_sessions"("staff_user_id");
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "staff_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable: the audit log. Rows are written by the trigger below, in the transaction of the change.
CREATE TABLE "audit_entries" (
    "id" BIGSERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "actor_type" TEXT NOT NULL,
    "actor_id" INTEGER,
    "actor_name" TEXT,
    "operation" TEXT NOT NULL,
    "record_type" TEXT NOT NULL,
    "record_id" TEXT,
    "action" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "ip" TEXT,
    "request_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_entries_store_id_created_at_idx" ON "audit_entries"("store_id", "created_at" DESC, "id" DESC);
CREATE INDEX "audit_entries_store_id_record_type_record_id_idx" ON "audit_entries"("store_id", "record_type", "record_id");
CREATE INDEX "audit_entries_store_id_actor_type_actor_id_idx" ON "audit_entries"("store_id", "actor_type", "actor_id");
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trigger. A request made with a staff session or an API key sets `app.audit` on its
-- connection (src/db/audit-context.ts) to {store_id, actor_type, actor_id, actor_name, operation,
-- ip, request_id}; every row it inserts, updates or deletes in an audited table is then recorded here,
-- in the same transaction. Without the setting (storefront buyers, game servers, the worker) nothing is.
-- Columns that hold secrets (digests, sealed values, license keys, TOTP secrets) are never copied:
-- a changed one shows as "[redacted]". An update records only the columns it changed, and one that
-- changed only bookkeeping (updated_at, last_used_at, last_seen_at) records nothing.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb;
  raw text := current_setting('app.audit', true);
  old_row jsonb;
  new_row jsonb;
  b jsonb := '{}'::jsonb;
  a jsonb := '{}'::jsonb;
  k text;
  secret boolean;
BEGIN
  IF raw IS NULL OR raw = '' THEN RETURN NULL; END IF;
  ctx := raw::jsonb;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  FOR k IN SELECT jsonb_object_keys(COALESCE(new_row, old_row)) LOOP
    CONTINUE WHEN k IN ('updated_at', 'last_used_at', 'last_seen_at', 'created_at');
    CONTINUE WHEN TG_OP = 'UPDATE' AND (old_row -> k) IS NOT DISTINCT FROM (new_row -> k);
    secret := k ~ '(_hash|_enc)$' OR k IN ('key', 'totp_secret', 'recovery_codes_hash');
    IF old_row IS NOT NULL THEN b := b || jsonb_build_object(k, CASE WHEN secret AND old_row -> k <> 'null'::jsonb THEN to_jsonb('[redacted]'::text) ELSE old_row -> k END); END IF;
    IF new_row IS NOT NULL THEN a := a || jsonb_build_object(k, CASE WHEN secret AND new_row -> k <> 'null'::jsonb THEN to_jsonb('[redacted]'::text) ELSE new_row -> k END); END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND a = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO audit_entries (store_id, actor_type, actor_id, actor_name, operation, record_type, record_id, action, before, after, ip, request_id)
  VALUES (
    (ctx ->> 'store_id')::int, ctx ->> 'actor_type', (ctx ->> 'actor_id')::int, ctx ->> 'actor_name', ctx ->> 'operation',
    TG_TABLE_NAME, COALESCE(new_row, old_row) ->> 'id', lower(TG_OP),
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE b END, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE a END,
    ctx ->> 'ip', ctx ->> 'request_id'
  );
  RETURN NULL;
END
$$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['stores', 'api_keys', 'categories', 'packages', 'package_commands', 'package_discord_actions',
    'license_keys', 'package_fields', 'variables', 'package_variables', 'coupons', 'orders', 'order_notes', 'deliveries',
    'game_servers', 'commands', 'affiliates', 'affiliate_package_commissions', 'affiliate_transactions', 'webhooks', 'posts',
    'store_gateways', 'order_refunds', 'subscriptions', 'staff_roles', 'staff_users', 'staff_sessions']
  LOOP
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()', t);
  END LOOP;
END
$$;
