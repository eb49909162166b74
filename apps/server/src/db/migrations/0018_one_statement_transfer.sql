-- A user-to-user transfer in one statement (docs/decisions.md, "The read path"): the business row,
-- the ledger's movements and the idempotency key's mark commit together, in one round trip, instead
-- of BEGIN, three statements and COMMIT. A refusal is raised, which undoes the whole statement:
-- SQLSTATE MC001 with an error key as the message, answered to the caller as that key.
--
-- The ledger's lock order, for callers that move money over more than two accounts in one function.
CREATE FUNCTION "ledger_lock"(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY(p_ids) ORDER BY id FOR NO KEY UPDATE;
END $$;
--> statement-breakpoint
-- The idempotency key's mark "money moved", in the money's transaction, only while the request still
-- holds the key (idempotency.plugin.ts).
CREATE FUNCTION "idempotency_commit"(p_user integer, p_key text, p_claim text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE idempotency_keys SET state = 'committed'
    WHERE user_id = p_user AND key = p_key AND claim = p_claim;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'MC001', MESSAGE = 'IDEMPOTENCY_IN_PROGRESS';
  END IF;
END $$;
--> statement-breakpoint
-- The transfer row, then the amount (and the fee, paid by the sender) through `ledger_create`; with a
-- fee, the three accounts are locked first in the ledger's order.
CREATE FUNCTION "fund_transfer_create"(
  p_from_user integer, p_to_user integer, p_asset text, p_amount bigint, p_fee bigint,
  p_debit integer, p_credit integer, p_fees integer, p_now timestamptz
) RETURNS TABLE (id integer, created_at timestamptz) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  t fund_transfers;
  moved record;
BEGIN
  IF p_fee > 0 THEN
    PERFORM ledger_lock(ARRAY[p_debit, p_credit, p_fees]);
  END IF;
  INSERT INTO fund_transfers (from_user_id, to_user_id, asset, amount, fee, created_at)
    VALUES (p_from_user, p_to_user, p_asset, p_amount, p_fee, p_now) RETURNING * INTO t;
  SELECT * INTO moved FROM ledger_create('transfer:' || t.id, p_debit, p_credit, p_asset, p_amount,
    'transfer', 'transfer', t.id::text, '', false, p_now);
  IF moved.error IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'MC001', MESSAGE = moved.error;
  END IF;
  IF p_fee > 0 THEN
    SELECT * INTO moved FROM ledger_create('transfer:' || t.id || ':fee', p_debit, p_fees, p_asset, p_fee,
      'fee', 'transfer', t.id::text, '', false, p_now);
    IF moved.error IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'MC001', MESSAGE = moved.error;
    END IF;
  END IF;
  RETURN QUERY SELECT t.id, t.created_at;
END $$;
