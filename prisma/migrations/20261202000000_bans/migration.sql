-- Written by hand (issue 32). The ban list: a store's bans by buyer identifier, e-mail, Discord id,
-- document (CPF/CNPJ digits) or IP address/range, the checkouts they refused, and the store's
-- setting that bans a buyer automatically on a chargeback. Nothing existing changes: every store
-- starts with no ban and ban_on_chargeback off.

-- CreateEnum
CREATE TYPE "BanKind" AS ENUM ('CLIENT_IDENTIFIER', 'EMAIL', 'DISCORD_ID', 'DOCUMENT', 'IP');

-- AlterTable
-- has_bans: whether the store has any ban row (expired ones count): kept by the triggers below, read
-- with the store on every request, so a checkout of a store without bans sends no statement for them.
ALTER TABLE "stores" ADD COLUMN "ban_on_chargeback" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "has_bans" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
-- `value` is normalised by the service (e-mail lower-cased, document digits only, an IP range as its
-- network); `network` is the IP ban's address or range as inet, made by the database from `value`.
CREATE TABLE "bans" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "kind" "BanKind" NOT NULL,
    "value" TEXT NOT NULL,
    "network" INET GENERATED ALWAYS AS (CASE WHEN "kind" = 'IP'::"BanKind" THEN "value"::inet END) STORED,
    "reason" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
-- A checkout a ban refused: the ban (null once it is removed), what matched (kind and the ban's value,
-- kept), and the attempt's e-mail, identifier and address.
CREATE TABLE "ban_refusals" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "ban_id" INTEGER,
    "kind" "BanKind" NOT NULL,
    "value" TEXT NOT NULL,
    "client_email" TEXT,
    "client_identifier" TEXT,
    "ip" INET,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ban_refusals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
-- One ban per kind and value in a store (an identifier in any case, as orders are searched by it);
-- also what a checkout's identifier, e-mail, Discord id and document are looked up by.
CREATE UNIQUE INDEX "bans_store_id_kind_value_key" ON "bans"("store_id", "kind", lower("value"));
CREATE INDEX "bans_store_id_created_at_idx" ON "bans"("store_id", "created_at" DESC, "id" DESC);
-- The buyer's address against every IP ban's range: `network >>= address`.
CREATE INDEX "bans_network_idx" ON "bans" USING gist ("network" inet_ops) WHERE "network" IS NOT NULL;
CREATE INDEX "ban_refusals_store_id_created_at_idx" ON "ban_refusals"("store_id", "created_at" DESC, "id" DESC);
CREATE INDEX "ban_refusals_ban_id_idx" ON "ban_refusals"("ban_id");

-- AddForeignKey
ALTER TABLE "bans" ADD CONSTRAINT "bans_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ban_refusals" ADD CONSTRAINT "ban_refusals_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ban_refusals" ADD CONSTRAINT "ban_refusals_ban_id_fkey" FOREIGN KEY ("ban_id") REFERENCES "bans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- stores.has_bans, kept by whoever writes a ban (the owner, the chargeback handler, psql). Every ban
-- write first locks its store's row, so a removal of the last ban and a concurrent new ban queue up:
-- the removal's check, a statement started after the lock, sees the new ban once it committed, and a
-- new ban committed after the removal sets the flag again. Never false while a ban exists.
CREATE FUNCTION bans_store_flag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM stores WHERE id = NEW.store_id FOR NO KEY UPDATE;
    UPDATE stores SET has_bans = true WHERE id = NEW.store_id AND NOT has_bans;
  ELSE
    PERFORM 1 FROM stores WHERE id = OLD.store_id FOR NO KEY UPDATE;
    UPDATE stores SET has_bans = false
      WHERE id = OLD.store_id AND has_bans AND NOT EXISTS (SELECT 1 FROM bans WHERE store_id = OLD.store_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER bans_store_flag AFTER INSERT OR DELETE ON "bans" FOR EACH ROW EXECUTE FUNCTION bans_store_flag();

-- The owner's changes to the list are in the audit log, as every other back-office change.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "bans" FOR EACH ROW EXECUTE FUNCTION audit_row();
