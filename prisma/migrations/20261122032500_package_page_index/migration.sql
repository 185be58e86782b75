-- DropIndex
DROP INDEX "packages_store_id_category_id_position_idx";

-- CreateIndex
CREATE INDEX "packages_store_id_category_id_position_id_idx" ON "packages"("store_id", "category_id", "position", "id");
