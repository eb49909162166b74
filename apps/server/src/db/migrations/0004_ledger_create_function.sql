-- One round trip per new movement: the ledger's `create` (transfer or hold) as a function, so the
-- account locks are held for one call instead of several client round trips (STACK.md: the Node
-- process, not the database, is the limit). Same rules and order as ledger.service.ts describes:
-- lock both accounts in id order, refuse (then look for a replay), insert, apply totals, write lines.
CREATE FUNCTION "ledger_create"(
  p_key text, p_debit integer, p_credit integer, p_asset text, p_amount bigint, p_code text,
  p_ref_type text, p_ref_id text, p_memo text, p_pending boolean, p_now timestamptz
) RETURNS TABLE (
  error text, id bigint, state text, ref_type text, ref_id text, memo text,
  created_at timestamptz, resolved_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  d ledger_accounts;
  c ledger_accounts;
  t ledger_transfers;
  refused text;
BEGIN
  IF p_amount <= 0 THEN RETURN QUERY SELECT 'AMOUNT_INVALID'::text, NULL::bigint, NULL, NULL, NULL, NULL, NULL::timestamptz, NULL::timestamptz; RETURN; END IF;
  IF p_debit = p_credit THEN RETURN QUERY SELECT 'SAME_ACCOUNT'::text, NULL::bigint, NULL, NULL, NULL, NULL, NULL::timestamptz, NULL::timestamptz; RETURN; END IF;
  PERFORM 1 FROM ledger_accounts WHERE id IN (p_debit, p_credit) ORDER BY id FOR NO KEY UPDATE;
  SELECT * INTO d FROM ledger_accounts WHERE id = p_debit;
  SELECT * INTO c FROM ledger_accounts WHERE id = p_credit;
  IF d.id IS NULL OR c.id IS NULL THEN RAISE EXCEPTION 'unknown ledger account in %', p_key; END IF;

  IF d.asset <> p_asset OR c.asset <> p_asset THEN refused := 'ASSET_MISMATCH';
  ELSIF d.frozen OR c.frozen THEN refused := 'ACCOUNT_FROZEN';
  ELSIF d.user_id IS NOT NULL AND d.credits_posted - d.debits_posted - d.debits_pending < p_amount THEN
    refused := 'INSUFFICIENT_BALANCE';
  END IF;

  IF refused IS NULL THEN
    INSERT INTO ledger_transfers (key, debit_account_id, credit_account_id, asset, amount, code,
                                  ref_type, ref_id, memo, state, created_at)
    VALUES (p_key, p_debit, p_credit, p_asset, p_amount, p_code, p_ref_type, p_ref_id, p_memo,
            CASE WHEN p_pending THEN 'pending' ELSE 'posted' END, p_now)
    ON CONFLICT (key) DO NOTHING
    RETURNING * INTO t;
  END IF;

  IF t.id IS NULL THEN
    -- Refused, or the key is taken: the same movement replays, another is a conflict.
    SELECT * INTO t FROM ledger_transfers WHERE key = p_key;
    IF t.id IS NULL THEN
      RETURN QUERY SELECT refused, NULL::bigint, NULL, NULL, NULL, NULL, NULL::timestamptz, NULL::timestamptz; RETURN;
    END IF;
    IF t.debit_account_id = p_debit AND t.credit_account_id = p_credit AND t.asset = p_asset
       AND t.amount = p_amount AND t.code = p_code
       AND (t.state <> 'posted' OR t.resolved_at IS NOT NULL) = p_pending THEN
      RETURN QUERY SELECT NULL::text, t.id, t.state, t.ref_type, t.ref_id, t.memo, t.created_at, t.resolved_at;
      RETURN;
    END IF;
    RETURN QUERY SELECT 'IDEMPOTENCY_CONFLICT'::text, NULL::bigint, NULL, NULL, NULL, NULL, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;

  IF p_pending THEN
    UPDATE ledger_accounts SET debits_pending = debits_pending + p_amount WHERE id = p_debit;
    UPDATE ledger_accounts SET credits_pending = credits_pending + p_amount WHERE id = p_credit;
  ELSE
    UPDATE ledger_accounts SET debits_posted = debits_posted + p_amount WHERE id = p_debit;
    UPDATE ledger_accounts SET credits_posted = credits_posted + p_amount WHERE id = p_credit;
    INSERT INTO ledger_entries (account_id, transfer_id, delta, balance_after, created_at) VALUES
      (p_debit, t.id, -p_amount, d.credits_posted - d.debits_posted - p_amount, p_now),
      (p_credit, t.id, p_amount, c.credits_posted - c.debits_posted + p_amount, p_now);
  END IF;
  RETURN QUERY SELECT NULL::text, t.id, t.state, t.ref_type, t.ref_id, t.memo, t.created_at, t.resolved_at;
END $$;
