import { randomBytes } from 'node:crypto';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { client, createTestApp, expectError, type TestApp } from '../../test/harness.ts';
import { codeNow, enableTotp } from '../../test/security.ts';
import { IPHONE } from '../../test/sign-in.ts';

let app: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
});
afterAll(() => app.dispose());

const newWallet = () => privateKeyToAccount(generatePrivateKey());
/** A random alphanumeric nonce, as EIP-4361 asks (at least 8 characters). */
const newNonce = () => randomBytes(12).toString('hex');

/** A signed EIP-4361 sign-in message for `account`, issued now (business time) for our default domain. */
async function signIn(
  account: PrivateKeyAccount,
  opts: {
    domain?: string;
    signer?: PrivateKeyAccount;
    nonce?: string;
    address?: `0x${string}`;
    notBefore?: Date;
  } = {},
) {
  const message = createSiweMessage({
    domain: opts.domain ?? 'localhost:3000',
    address: opts.address ?? account.address,
    statement: 'Sign in to MCC',
    uri: 'http://localhost:3000',
    version: '1',
    chainId: 1,
    nonce: opts.nonce ?? newNonce(),
    issuedAt: app.clock.now(),
    notBefore: opts.notBefore,
  });
  const signature = await (opts.signer ?? account).signMessage({ message });
  return { address: account.address, message, signature };
}

const tpLogin = (body: Record<string, unknown>, lang?: string) =>
  api.post('/api/user/tpLogin', body, { lang });
const tpRegister = (body: Record<string, unknown>, lang?: string) =>
  api.post('/api/user/tpRegister', body, { lang });

/** Registers a fresh wallet under the demo root invite code; answers the account and its session. */
async function registerWallet() {
  const account = newWallet();
  const res = await tpRegister({ ...(await signIn(account)), inviteCode: DEMO.rootInviteCode });
  expect(res.body.code).toBe(1);
  return { account, token: res.body.data.userinfo.token as string, userinfo: res.body.data.userinfo };
}

describe('wallet sign-up and sign-in', () => {
  it('an unknown wallet is told to register, and the same signed message then registers it', async () => {
    const account = newWallet();
    const signed = await signIn(account);
    expectError(await tpLogin(signed), 'WALLET_NOT_REGISTERED');
    // The refused login spent nothing: the very same message and signature register the wallet.
    const reg = await tpRegister({ ...signed, inviteCode: DEMO.rootInviteCode });
    expect(reg.status).toBe(200);
    expect(reg.body.code).toBe(1);
    const info = reg.body.data.userinfo;
    const lower = account.address.toLowerCase();
    expect(info.walletAddress).toBe(lower);
    expect(info.mobile).toBeNull();
    expect(info.email).toBeNull();
    expect(info.uid).toMatch(/^[1-9]\d{7}$/);
    expect(info.expiresIn).toBe(30 * 86_400);
    expect(info.nickname).toBe(`${lower.slice(0, 6)}…${lower.slice(-4)}`);

    const me = await api.get('/api/user/index', { token: info.token });
    expect(me.status).toBe(200);
    expect(me.body.data.userinfo).toMatchObject({ uid: info.uid, walletAddress: lower });
    expect(me.body.data.inviter.nickname).toBe('MCC');

    // Having registered, the same message is spent.
    expectError(await tpLogin(signed), 'WALLET_NONCE_USED');
  });

  it('a registered wallet signs in with a new message and gets a new working token', async () => {
    const { account, token, userinfo } = await registerWallet();
    const login = await tpLogin(await signIn(account));
    expect(login.body.code).toBe(1);
    const info = login.body.data.userinfo;
    expect(info).toMatchObject({ id: userinfo.id, uid: userinfo.uid, walletAddress: userinfo.walletAddress });
    expect(info.token).not.toBe(token);
    const me = await api.get('/api/user/index', { token: info.token });
    expect(me.status).toBe(200);
    expect(me.body.data.userinfo.uid).toBe(userinfo.uid);
  });

  it('accepts the address in any letter case, as long as it is the signer', async () => {
    const { account, userinfo } = await registerWallet();
    const signed = await signIn(account);
    const res = await tpLogin({ ...signed, address: account.address.toLowerCase() });
    expect(res.body.code).toBe(1);
    expect(res.body.data.userinfo.uid).toBe(userinfo.uid);
  });

  it('refuses a replayed message: a nonce works once', async () => {
    const { account } = await registerWallet();
    const signed = await signIn(account);
    expect((await tpLogin(signed)).body.code).toBe(1);
    const replay = await tpLogin(signed, 'en');
    expectError(replay, 'WALLET_NONCE_USED');
    expect(replay.body.msg).toBe('This signature was already used, please sign again');
    expect(replay.body.data.userinfo).toBeUndefined();
  });

  it('refuses a nonce already spent, even inside a freshly signed message', async () => {
    const { account } = await registerWallet();
    const nonce = newNonce();
    expect((await tpLogin(await signIn(account, { nonce }))).body.code).toBe(1);
    app.clock.advance(1000);
    expectError(await tpLogin(await signIn(account, { nonce })), 'WALLET_NONCE_USED');
  });

  it('refuses a message older than five minutes, and accepts one just inside the window', async () => {
    const { account } = await registerWallet();
    const fresh = await signIn(account);
    app.clock.advance(5 * 60_000 - 2000);
    expect((await tpLogin(fresh)).body.code).toBe(1);

    const stale = await signIn(account);
    app.clock.advance(5 * 60_000 + 1000);
    expectError(await tpLogin(stale), 'WALLET_MESSAGE_EXPIRED');
    // An expired registration attempt fails the same way.
    const other = newWallet();
    const old = await signIn(other);
    app.clock.advance(5 * 60_000 + 1000);
    expectError(await tpRegister({ ...old, inviteCode: DEMO.rootInviteCode }), 'WALLET_MESSAGE_EXPIRED');
    expectError(await tpLogin(await signIn(other)), 'WALLET_NOT_REGISTERED');
  });

  it('refuses a message dated well ahead of the server clock', async () => {
    const { account } = await registerWallet();
    app.clock.advance(10 * 60_000);
    const future = await signIn(account);
    app.clock.advance(-10 * 60_000);
    expectError(await tpLogin(future), 'WALLET_MESSAGE_EXPIRED');
  });

  it('refuses a message that is not valid yet (notBefore in the future)', async () => {
    const { account } = await registerWallet();
    const later = new Date(app.clock.now().getTime() + 10 * 60_000);
    expectError(await tpLogin(await signIn(account, { notBefore: later })), 'WALLET_MESSAGE_INVALID');
    expect((await tpLogin(await signIn(account, { notBefore: app.clock.now() }))).body.code).toBe(1);
  });

  it('refuses a signature made by another key', async () => {
    const { account } = await registerWallet();
    const forged = await signIn(account, { signer: newWallet() });
    expectError(await tpLogin(forged), 'WALLET_SIGNATURE_INVALID');
    const victim = newWallet();
    expectError(
      await tpRegister({
        ...(await signIn(victim, { signer: newWallet() })),
        inviteCode: DEMO.rootInviteCode,
      }),
      'WALLET_SIGNATURE_INVALID',
    );
    // The forged registration created nothing.
    expectError(await tpLogin(await signIn(victim)), 'WALLET_NOT_REGISTERED');
  });

  it('refuses a message signed for another site', async () => {
    const { account } = await registerWallet();
    expectError(await tpLogin(await signIn(account, { domain: 'evil.example' })), 'WALLET_MESSAGE_INVALID');
    expectError(await tpLogin(await signIn(account, { domain: 'localhost:3001' })), 'WALLET_MESSAGE_INVALID');
  });

  it('refuses a body whose address is not the one in the message', async () => {
    const { account } = await registerWallet();
    const { account: other } = await registerWallet();
    const signed = await signIn(account);
    // Signed by `account` for `account`, but presented as `other`.
    expectError(await tpLogin({ ...signed, address: other.address }), 'WALLET_MESSAGE_INVALID');
    // A message naming `other`, signed by `account`: the signature does not match the message's address.
    const claimed = await signIn(account, { address: other.address });
    expectError(await tpLogin({ ...claimed, address: other.address }), 'WALLET_SIGNATURE_INVALID');
  });

  it('refuses text that is not a sign-in message', async () => {
    const account = newWallet();
    const message = 'please sign me';
    const signature = await account.signMessage({ message });
    expectError(await tpLogin({ address: account.address, message, signature }), 'WALLET_MESSAGE_INVALID');
  });

  it('refuses to register a wallet twice', async () => {
    const { account, userinfo } = await registerWallet();
    const again = await tpRegister({ ...(await signIn(account)), inviteCode: DEMO.rootInviteCode });
    expectError(again, 'WALLET_TAKEN');
    // Still one account, the first one.
    const login = await tpLogin(await signIn(account));
    expect(login.body.data.userinfo.id).toBe(userinfo.id);
  });

  it('requires a valid invite code to register', async () => {
    const account = newWallet();
    const signed = await signIn(account);
    expectError(await tpRegister(signed), 'INVITE_CODE_REQUIRED');
    expectError(await tpRegister({ ...signed, inviteCode: 'ZZZZZZ' }), 'INVITE_CODE_INVALID');
    // Neither refusal spent the nonce or created the user.
    expectError(await tpLogin(signed), 'WALLET_NOT_REGISTERED');
    const ok = await tpRegister({ ...signed, inviteCode: DEMO.rootInviteCode.toLowerCase() });
    expect(ok.body.code).toBe(1);
  });

  it('answers a malformed signature or address with a field-level validation error', async () => {
    const account = newWallet();
    const signed = await signIn(account);
    const bad = await tpLogin({ ...signed, signature: '0x1234' }, 'en');
    expectError(bad, 'VALIDATION');
    expect(bad.body.data.field).toBe('signature');
    expect(bad.body.msg).toBe('The signature does not match');

    const notHex = await tpLogin({ ...signed, signature: `0x${'zz'.repeat(65)}` });
    expectError(notHex, 'VALIDATION');
    expect(notHex.body.data.field).toBe('signature');

    const badAddress = await tpRegister({ ...signed, address: '0x1234', inviteCode: DEMO.rootInviteCode });
    expectError(badAddress, 'VALIDATION');
    expect(badAddress.body.data.field).toBe('address');

    const missing = await tpLogin({ address: signed.address, signature: signed.signature });
    expectError(missing, 'VALIDATION');
    expect(missing.body.data.field).toBe('message');

    // None of these spent the nonce.
    expectError(await tpLogin(signed), 'WALLET_NOT_REGISTERED');
  });

  it('answers a well-formed but unrecoverable signature as a signature failure, not a fault', async () => {
    const account = newWallet();
    const signed = await signIn(account);
    const res = await tpLogin({ ...signed, signature: `0x${'00'.repeat(65)}` });
    expectError(res, 'WALLET_SIGNATURE_INVALID');
  });
});

describe('wallet sign-in and account security (issue 34)', () => {
  it('with 2FA on, the same signed message comes back with the code: the refusal spent nothing', async () => {
    const { account, token } = await registerWallet();
    const { secret } = await enableTotp(app, token);
    const signed = await signIn(account);
    expectError(await tpLogin(signed), 'TOTP_REQUIRED');
    const ok = await tpLogin({ ...signed, totpCode: codeNow(app, secret) });
    expect(ok.body.code, ok.body.msg).toBe(1);
    expectError(await tpLogin({ ...signed, totpCode: codeNow(app, secret) }), 'WALLET_NONCE_USED');
  });

  it('a wallet-only account has nowhere to get a device code: a new device signs in, recorded', async () => {
    const settings = await app.services.settings.get();
    const codeOn = (newDeviceCode: boolean) =>
      app.services.settings.update({ ...settings, security: { ...settings.security, newDeviceCode } });
    await codeOn(true);
    try {
      const { account, token } = await registerWallet();
      const sent = app.outbox().length;
      const res = await api.post(
        '/api/user/tpLogin',
        { ...(await signIn(account)), deviceId: 'phone-0000000000000001' },
        { headers: { 'user-agent': IPHONE } },
      );
      expect(res.body.code, res.body.msg).toBe(1);
      expect(app.outbox()).toHaveLength(sent);
      const overview = await api.get('/api/security/overview', { token });
      expect(overview.body.data.events[0]).toMatchObject({
        kind: 'sign_in_new_device',
        device: 'iPhone · Safari',
      });
    } finally {
      await codeOn(false);
    }
  });
});
