-- Issue 18. The webhook worker's batch reads one webhook's due deliveries; a provider's notification
-- may name its order only by the payment id (external_id) and gateway.
-- CreateIndex
CREATE INDEX "webhook_deliveries_webhook_id_status_next_attempt_at_idx" ON "webhook_deliveries"("webhook_id", "status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "orders_store_id_gateway_external_id_idx" ON "orders"("store_id", "gateway", "external_id");
