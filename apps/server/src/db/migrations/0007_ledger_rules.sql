-- The posting rules have one home: the database. `ledger_create` (0004) makes transfers and holds;
-- `ledger_resolve` here posts or voids a hold, under the same rules and in the same order: lock both
-- accounts in id order, then the transfer; refuse; change the state, apply the totals, write the
-- statement lines. The TypeScript ledger only calls these two functions.
--
-- A frozen account moves nothing (docs/decisions.md): creating refuses it, and so does posting a hold
-- (the money would leave or reach the frozen account). Voiding a hold is allowed: it moves nothing,
-- it only gives the held amount back to the account it was held on.
CREATE FUNCTION "ledger_resolve"(p_key text, p_post boolean, p_now timestamptz)
RETURNS TABLE (
  error text, id bigint, debit_account_id integer, credit_account_id integer, asset text, amount bigint,
  code text, state text, ref_type text, ref_id text, memo text, created_at timestamptz,
  resolved_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  peek ledger_transfers;
  d ledger_accounts;
  c ledger_accounts;
  t ledger_transfers;
  refused text;
BEGIN
  SELECT * INTO peek FROM ledger_transfers WHERE key = p_key;
  IF peek.id IS NULL THEN refused := 'TRANSFER_NOT_FOUND';
  ELSE
    -- Accounts first, then the transfer row: the order every movement takes.
    PERFORM 1 FROM ledger_accounts WHERE id IN (peek.debit_account_id, peek.credit_account_id)
      ORDER BY id FOR NO KEY UPDATE;
    SELECT * INTO t FROM ledger_transfers WHERE id = peek.id FOR UPDATE;
    SELECT * INTO d FROM ledger_accounts WHERE id = t.debit_account_id;
    SELECT * INTO c FROM ledger_accounts WHERE id = t.credit_account_id;
    IF t.state = 'posted' THEN refused := 'ALREADY_POSTED';
    ELSIF t.state = 'voided' THEN refused := 'ALREADY_VOIDED';
    ELSIF p_post AND (d.frozen OR c.frozen) THEN refused := 'ACCOUNT_FROZEN';
    END IF;
  END IF;
  IF refused IS NOT NULL THEN
    RETURN QUERY SELECT refused, NULL::bigint, NULL::integer, NULL::integer, NULL::text, NULL::bigint,
      NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;

  UPDATE ledger_transfers SET state = CASE WHEN p_post THEN 'posted' ELSE 'voided' END, resolved_at = p_now
    WHERE id = t.id RETURNING * INTO t;
  UPDATE ledger_accounts SET debits_pending = debits_pending - t.amount,
    debits_posted = debits_posted + CASE WHEN p_post THEN t.amount ELSE 0 END WHERE id = d.id;
  UPDATE ledger_accounts SET credits_pending = credits_pending - t.amount,
    credits_posted = credits_posted + CASE WHEN p_post THEN t.amount ELSE 0 END WHERE id = c.id;
  IF p_post THEN
    INSERT INTO ledger_entries (account_id, transfer_id, delta, balance_after, created_at) VALUES
      (d.id, t.id, -t.amount, d.credits_posted - d.debits_posted - t.amount, p_now),
      (c.id, t.id, t.amount, c.credits_posted - c.debits_posted + t.amount, p_now);
  END IF;
  RETURN QUERY SELECT NULL::text, t.id, t.debit_account_id, t.credit_account_id, t.asset, t.amount, t.code,
    t.state, t.ref_type, t.ref_id, t.memo, t.created_at, t.resolved_at;
END $$;
--> statement-breakpoint
-- One meaning per word (docs/decisions.md): a user who may not sign in is `suspended`; `frozen` is
-- only the ledger account's flag.
UPDATE "users" SET "status" = 'suspended' WHERE "status" = 'frozen';
