import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AppError } from '../../lib/errors.ts';

export const MESSAGE_MAX_AGE_MS = 5 * 60_000;
/** Wallet clocks drift; a message dated slightly ahead of ours is still accepted. */
const FUTURE_SKEW_MS = 60_000;

/**
 * Checks an EIP-4361 sign-in message: well formed, for one of our domains, signed by `address`,
 * and issued within the last five minutes. Answers the nonce, which the caller must spend once.
 */
export async function checkWalletMessage(
  input: { address: string; message: string; signature: string },
  opts: { domains: string[]; now: Date },
): Promise<{ address: string; nonce: string }> {
  const parsed = parseSiweMessage(input.message);
  if (
    !parsed.address ||
    !parsed.nonce ||
    !parsed.issuedAt ||
    !parsed.domain ||
    parsed.address.toLowerCase() !== input.address.toLowerCase() ||
    !opts.domains.includes(parsed.domain)
  ) {
    throw new AppError('WALLET_MESSAGE_INVALID');
  }
  const valid = await verifyMessage({
    address: parsed.address,
    message: input.message,
    signature: input.signature as `0x${string}`,
  }).catch(() => false);
  if (!valid) throw new AppError('WALLET_SIGNATURE_INVALID');
  const age = opts.now.getTime() - parsed.issuedAt.getTime();
  const expired = parsed.expirationTime !== undefined && parsed.expirationTime <= opts.now;
  const notYet =
    parsed.notBefore !== undefined && parsed.notBefore.getTime() > opts.now.getTime() + FUTURE_SKEW_MS;
  if (notYet) throw new AppError('WALLET_MESSAGE_INVALID');
  if (age > MESSAGE_MAX_AGE_MS || age < -FUTURE_SKEW_MS || expired)
    throw new AppError('WALLET_MESSAGE_EXPIRED');
  return { address: parsed.address.toLowerCase(), nonce: parsed.nonce };
}
