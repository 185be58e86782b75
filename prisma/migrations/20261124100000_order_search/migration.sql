-- Order search (issue 15): GET /v1/app/order?q= matches a buyer's identifier, name or Discord id
-- exactly, ignoring case (src/modules/orders/order.list.ts). One index per key, led by store_id, so
-- a search reads the buyer's orders rather than the store's. Written by hand: Prisma's schema cannot
-- name an index on an expression. E-mails (stored lower-cased) and internal ids (stored upper-case)
-- use the indexes they already have.

-- CreateIndex
CREATE INDEX "orders_store_id_lower_client_identifier_idx" ON "orders"("store_id", lower("client_identifier"));

-- CreateIndex
CREATE INDEX "orders_store_id_lower_client_name_idx" ON "orders"("store_id", lower("client_name"));

-- CreateIndex
CREATE INDEX "orders_store_id_lower_client_discord_idx" ON "orders"("store_id", lower("client_discord"));
