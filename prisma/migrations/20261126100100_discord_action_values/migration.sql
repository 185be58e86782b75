-- Written by hand. Packages' Discord actions are now run (issue 17): `type` is when an action runs
-- (PURCHASE, EXPIRE, REFUND, CHARGEBACK, as for commands) and `action` what it does (ADD_ROLE,
-- REMOVE_ROLE, SEND_MESSAGE). Before, both were free text; the values in use (the tests' fixtures,
-- the admin UI's examples, the contract fixture) named the kind in `type` and the verb in `action`:
-- ROLE + ADD, ROLE + REMOVE, MESSAGE + SEND. Those, in any case and with the usual synonyms, become
-- the new pair, run on PURCHASE (the only moment the old vocabulary could mean). A trigger already in
-- `type` with a verb in `action` (PURCHASE + ADD) keeps its trigger. Rows that map to nothing are
-- left exactly as written: they are shown as they are and never run (each order records them as
-- SKIPPED with the reason), until the owner saves the package with valid actions.
-- Running it twice changes nothing: a mapped row is already in the new vocabulary.
WITH normal AS (
  SELECT id, upper(btrim("type")) AS t, upper(btrim("action")) AS a FROM "package_discord_actions"
), mapped AS (
  SELECT id,
    CASE
      WHEN t IN ('ROLE', 'MESSAGE') THEN 'PURCHASE'
      ELSE t
    END AS new_type,
    CASE
      WHEN a IN ('ADD_ROLE', 'REMOVE_ROLE', 'SEND_MESSAGE') THEN a
      WHEN t IN ('ROLE', 'PURCHASE', 'EXPIRE', 'REFUND', 'CHARGEBACK') AND a IN ('ADD', 'GIVE', 'GRANT') THEN 'ADD_ROLE'
      WHEN t IN ('ROLE', 'PURCHASE', 'EXPIRE', 'REFUND', 'CHARGEBACK') AND a IN ('REMOVE', 'TAKE', 'REVOKE') THEN 'REMOVE_ROLE'
      WHEN t IN ('MESSAGE', 'PURCHASE', 'EXPIRE', 'REFUND', 'CHARGEBACK') AND a IN ('SEND', 'POST') THEN 'SEND_MESSAGE'
    END AS new_action
  FROM normal
)
UPDATE "package_discord_actions" p
SET "type" = m.new_type, "action" = m.new_action
FROM mapped m
WHERE m.id = p.id
  AND m.new_type IN ('PURCHASE', 'EXPIRE', 'REFUND', 'CHARGEBACK')
  AND m.new_action IS NOT NULL
  -- A message kind with a role verb (MESSAGE + ADD) is not guessed at.
  AND NOT (upper(btrim(p."type")) = 'ROLE' AND m.new_action = 'SEND_MESSAGE')
  AND NOT (upper(btrim(p."type")) = 'MESSAGE' AND m.new_action IN ('ADD_ROLE', 'REMOVE_ROLE'))
  AND (p."type" IS DISTINCT FROM m.new_type OR p."action" IS DISTINCT FROM m.new_action);
