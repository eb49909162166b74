/**
 * The browser's WebCrypto, which the contract's `subtleHmac` and `subtleSha256Hex` take, so the verify
 * page recomputes a draw with the very functions the server drew it with (fair-draw.ts).
 * `crypto.subtle` exists only in a secure context (https, localhost): undefined elsewhere.
 */
export const subtleCrypto = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;
