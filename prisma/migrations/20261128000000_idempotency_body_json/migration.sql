-- An Idempotency-Key replay returns the stored answer: `json` keeps it as written, so the replay is
-- the first answer byte for byte (`jsonb` stored its keys shortest first, and a replay's body came
-- back in another order). Stored answers keep their values; their key order was already lost.
-- AlterTable
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET DATA TYPE JSON USING "response_body"::json;
