import { getAddress, stringToHex } from 'viem';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import type { SignedMessage } from './api/wallet-sign-in.ts';
import type { Eip1193Provider } from './injected-wallet.ts';

/**
 * Asks the wallet for its account and an EIP-4361 signature. The message names this site (domain,
 * uri), a random nonce and the time, which is what the server checks (5 minutes, nonce used once).
 */
export async function signInWithWallet(wallet: Eip1193Provider): Promise<SignedMessage> {
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const first = accounts[0];
  if (!first) throw new Error('NO_ACCOUNT');
  const address = getAddress(first);
  const message = createSiweMessage({
    domain: window.location.host,
    address,
    statement: 'Sign in to MCC',
    uri: window.location.origin,
    version: '1',
    chainId: 1,
    nonce: generateSiweNonce(),
    issuedAt: new Date(),
  });
  // personal_sign takes the message hex-encoded: the form every injected wallet accepts.
  const signature = (await wallet.request({
    method: 'personal_sign',
    params: [stringToHex(message), address],
  })) as string;
  return { address, message, signature };
}
