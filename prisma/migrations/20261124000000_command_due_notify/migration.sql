-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- Push delivery to game-server plugins (src/modules/game-servers/push/): a NOTIFY on channel
-- `command_due`, payload the store id, whenever a command may have become deliverable, so every
-- API instance serves its connected plugins at once. It is sent from the transaction that made
-- the change and PostgreSQL delivers it only when that transaction commits (and once per store
-- and transaction), so a plugin never hears of a command that was rolled back.
--
-- Deliverable means: PENDING and (now or later) due, after an insert, a change to PENDING, a new
-- execute_at, a command left for any server (its server was deleted), or a lease that ended early
-- (an acknowledgement, a requeue). A new scheduled command notifies too: instances set their timers
-- by it. Taking or renewing a lease (a poll, a push, an execute_once claim) does not: nothing
-- became deliverable.

CREATE FUNCTION "commands_notify_due"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('command_due', s."store_id"::text)
    FROM (SELECT DISTINCT "store_id" FROM new_rows WHERE "status" = 'PENDING') s;
  ELSE
    PERFORM pg_notify('command_due', s."store_id"::text)
    FROM (
      SELECT DISTINCT n."store_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."status" = 'PENDING'
        AND (o."status" <> 'PENDING'
             OR o."execute_at" IS DISTINCT FROM n."execute_at"
             OR (o."game_server_id" IS NOT NULL AND n."game_server_id" IS NULL)
             OR (o."leased_until" IS NOT NULL AND n."leased_until" IS NULL))
    ) s;
  END IF;
  RETURN NULL;
END $$;

-- Statement-level with transition tables: one trigger call per statement, however many rows.
CREATE TRIGGER "commands_notify_due_insert" AFTER INSERT ON "commands"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "commands_notify_due"();

CREATE TRIGGER "commands_notify_due_update" AFTER UPDATE ON "commands"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "commands_notify_due"();
