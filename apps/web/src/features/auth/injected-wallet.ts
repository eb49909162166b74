/** The EIP-1193 provider TokenPocket, MetaMask and imToken inject as `window.ethereum`. Kept apart from
 * the signing code so pages that only ask "is there a wallet?" do not load viem. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export function injectedWallet(): Eip1193Provider | undefined {
  const candidate = (window as { ethereum?: Eip1193Provider }).ethereum;
  return candidate && typeof candidate.request === 'function' ? candidate : undefined;
}
