-- An idempotency key claimed by the money's own statement (src/domains/idempotency/idempotency.plugin.ts,
-- routes marked `idempotent: 'with-money'`): the key goes in already `committed`, with the money, in
-- one row write instead of a claim before the request and a mark after. A key another request holds
-- (running, answered, or left by a crash) stops the money with IDEMPOTENCY_IN_PROGRESS; the plugin
-- then lets that request's outcome answer this one. A second movement of the same request finds its
-- own row and goes on.
CREATE FUNCTION "idempotency_claim_committed"(
  p_user integer, p_key text, p_request_hash text, p_claim text, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (user_id, key, request_hash, claim, state, claimed_at, created_at)
    VALUES (p_user, p_key, p_request_hash, p_claim, 'committed', p_now, p_now)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND AND NOT EXISTS (
    SELECT 1 FROM idempotency_keys WHERE user_id = p_user AND key = p_key AND claim = p_claim
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'MC001', MESSAGE = 'IDEMPOTENCY_IN_PROGRESS';
  END IF;
END $$;
