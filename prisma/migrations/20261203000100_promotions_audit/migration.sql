-- Written by hand (issue 33). The promotions' tables join the audit log (20261201000000_staff_access_audit):
-- what a staff user or a key changes in sales, gift cards and their balance history is recorded in
-- the change's transaction. A gift card's code_hash is never copied (audit_row redacts `_hash` columns).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "sales" FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "gift_cards" FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "gift_card_transactions" FOR EACH ROW EXECUTE FUNCTION audit_row();
