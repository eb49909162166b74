import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { DEMO } from '../../db/seed.ts';
import { type Answer, client, createTestApp, type TestApp } from '../../test/harness.ts';
import { signUp } from '../../test/users.ts';
import { users } from './auth.tables.ts';

let app: TestApp;
let api: ReturnType<typeof client>;
let token: string;
let userId: number;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
  expect(login.body.code).toBe(1);
  token = login.body.data.userinfo.token;
  userId = login.body.data.userinfo.id;
});
afterAll(() => app.dispose());

/** An upload's name (the SHA-256 of some bytes) that nobody uploaded. */
const HASH = createHash('sha256').update('avatar bytes').digest('hex');
/** A picture of random pixels (so no two are one file), of type `ext`. */
function picture(ext: 'png' | 'jpg' | 'webp' | 'gif') {
  const pixels = sharp(randomBytes(2 * 2 * 3), { raw: { width: 2, height: 2, channels: 3 } });
  return pixels.toFormat(ext === 'jpg' ? 'jpeg' : ext).toBuffer();
}
/** Stores `bytes` as uploaded by `by` (the demo user unless named) and answers its address. */
async function uploaded(bytes: Buffer, by = userId) {
  const types = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
  return (await app.services.uploads.store(by, 'me.img', bytes, types)).url;
}
const profile = (
  body: Record<string, unknown>,
  opts: { lang?: string; headers?: Record<string, string> } = {},
) => api.post('/api/user/profile', body, { token, ...opts });
const current = async () => {
  const me = await api.get('/api/user/index', { token });
  expect(me.status).toBe(200);
  const { nickname, avatar, bio } = me.body.data.userinfo;
  return { nickname, avatar, bio };
};

/** Refused with a validation error on `field`, and the stored profile did not move. */
async function expectRefused(body: Record<string, unknown>, field: string, error?: string): Promise<Answer> {
  const before = await current();
  const res = await profile(body);
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  expect(res.body.data.error).toBe('VALIDATION');
  expect(res.body.data.field).toBe(field);
  if (error) expect(res.body.data.fields[0].error).toBe(error);
  expect(res.body.msg).not.toBe('');
  expect(await current()).toEqual(before);
  return res;
}

describe('profile', () => {
  it('updates nickname, avatar and bio, answers the user and keeps it', async () => {
    const avatar = await uploaded(await picture('png'));
    const res = await profile({ nickname: 'Satoshi', avatar, bio: 'Hello, MCC.' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      nickname: 'Satoshi',
      avatar,
      bio: 'Hello, MCC.',
      mobile: DEMO.mobile,
    });
    expect(res.body.data.token).toBeUndefined();
    expect(await current()).toEqual({ nickname: 'Satoshi', avatar, bio: 'Hello, MCC.' });
  });

  it('changes only the fields sent, and trims nickname and bio', async () => {
    await profile({ nickname: 'Before', bio: 'old bio' });
    const res = await profile({ nickname: '  中本聪  ' });
    expect(res.body.code).toBe(1);
    const now = await current();
    expect(now.nickname).toBe('中本聪');
    expect(now.bio).toBe('old bio');
    await profile({ bio: '  new bio  ' });
    expect(await current()).toMatchObject({ nickname: '中本聪', bio: 'new bio' });
  });

  it('accepts an upload of the user of every image type', async () => {
    for (const ext of ['png', 'jpg', 'webp', 'gif'] as const) {
      const avatar = await uploaded(await picture(ext));
      expect((await profile({ avatar })).body.data.avatar).toBe(avatar);
    }
  });

  it("refuses another user's upload, and an upload address nobody uploaded, saying why", async () => {
    const { user: other } = await signUp(app);
    const bytes = await picture('png');
    const theirs = await uploaded(bytes, other.id);
    const before = await current();
    for (const avatar of [theirs, `/uploads/${HASH}.png`]) {
      const res = await profile({ avatar }, { lang: 'en' });
      expect(res.body).toMatchObject({
        code: 0,
        msg: 'Use a picture you uploaded yourself as your avatar',
        data: { error: 'AVATAR_NOT_YOURS' },
      });
    }
    expect((await profile({ avatar: theirs })).body.msg).toBe('请使用您自己上传的图片作为头像');
    expect(await current()).toEqual(before);
    // Once the user uploads the same picture, it is theirs too.
    expect(await uploaded(bytes)).toBe(theirs);
    expect((await profile({ avatar: theirs })).body.data.avatar).toBe(theirs);
  });

  it('accepts a 24-character nickname and a 200-character bio', async () => {
    const nickname = 'n'.repeat(24);
    const bio = '文'.repeat(200);
    expect((await profile({ nickname, bio })).body.code).toBe(1);
    expect(await current()).toMatchObject({ nickname, bio });
  });

  it('accepts an empty bio, clearing it', async () => {
    await profile({ bio: 'something' });
    expect((await profile({ bio: '' })).body.code).toBe(1);
    expect((await current()).bio).toBe('');
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a plain http URL', 'http://x'],
    ['an https URL elsewhere (a tracking pixel)', 'https://cdn.example.com/a/b.png?size=64'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['an uploads path with a short hash', '/uploads/abc.png'],
    ['an uploads path of another type', `/uploads/${HASH}.svg`],
    ['an uploads path that climbs out', `/uploads/../${HASH}.png`],
    ['an https URL breaking out of an attribute', 'https://x.example/"onerror="alert(1)'],
    ['a number', 42],
  ])('refuses %s as avatar', async (_label, avatar) => {
    await expectRefused({ avatar }, 'avatar', 'AVATAR_INVALID');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '    '],
    ['25 characters', 'n'.repeat(25)],
    ['a script tag', '<script>alert(1)</script>'],
    ['an angle bracket', 'a>b'],
    ['a control character', 'a\u0007b'],
    ['a C1 control character', 'a\u0085b'],
    ['a right-to-left override', 'evil\u202egpj.exe'],
    ['a bidi isolate', '\u2067nimda\u2069'],
    ['only zero-width characters', '\u200b\u200c\u200d'],
    ['only a Hangul filler', '\u3164'],
    ['a number', 123],
  ])('refuses a nickname that is %s', async (_label, nickname) => {
    await expectRefused({ nickname }, 'nickname', 'NICKNAME_INVALID');
  });

  it.each([
    ['admin', 'admin'],
    ['full-width admin', 'ａｄｍｉｎ'],
    ['spaced capitals', 'A D M I N'],
    ['admin with a zero-width space', 'ad\u200bmin'],
    ['a Chinese "official support"', '官方客服'],
    ['"MCC Official"', 'MCC Official'],
  ])('refuses a reserved nickname: %s', async (_label, nickname) => {
    await expectRefused({ nickname }, 'nickname', 'NICKNAME_RESERVED');
  });

  it('refuses a bio over 200 characters', async () => {
    await expectRefused({ bio: 'b'.repeat(201) }, 'bio', 'BIO_INVALID');
  });

  it('keeps line breaks and tabs in a bio but refuses other control characters and NUL', async () => {
    expect((await profile({ bio: 'one\ntwo\r\n\tthree' })).body.code).toBe(1);
    expect((await current()).bio).toBe('one\ntwo\r\n\tthree');
    await expectRefused({ bio: 'bell\u0007' }, 'bio', 'BIO_INVALID');
    await expectRefused({ bio: 'nul\u0000' }, 'bio', 'TEXT_INVALID');
    await expectRefused({ bio: 'half \ud83d' }, 'bio', 'TEXT_INVALID');
  });

  it('refuses unknown fields (the schema is strict), so the mobile cannot be changed here', async () => {
    const res = await expectRefused(
      { nickname: 'Mallory', mobile: '13900009999' },
      'mobile',
      'FIELD_UNKNOWN',
    );
    expect(res.body.msg).toContain('mobile');
    await expectRefused({ uid: '12345678' }, 'uid');
    const me = await api.get('/api/user/index', { token });
    expect(me.body.data.userinfo.mobile).toBe(DEMO.mobile);
  });

  it('refuses the whole update when one field is bad', async () => {
    await expectRefused({ nickname: 'Valid', avatar: 'javascript:alert(1)' }, 'avatar');
  });

  it('needs a token', async () => {
    const res = await api.post('/api/user/profile', { nickname: 'Nobody' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 0, data: { error: 'UNAUTHORIZED' } });
    const bad = await api.post('/api/user/profile', { nickname: 'Nobody' }, { token: 'nope' });
    expect(bad.status).toBe(401);
    expect((await current()).nickname).not.toBe('Nobody');
  });

  it('says why in the caller’s language', async () => {
    const body = { nickname: '<script>' };
    expect((await profile(body)).body.msg).toBe('昵称需 1–24 个字符，不含 < >');
    expect((await profile(body, { lang: 'en' })).body.msg).toBe(
      'Nicknames have 1–24 characters, without < or >',
    );
    expect((await profile(body, { lang: 'ja' })).body.msg).toBe(
      'ニックネームは 1〜24 文字（< > は使えません）',
    );
    expect((await profile(body, { headers: { 'accept-language': 'zh-TW' } })).body.msg).toBe(
      '暱稱需 1–24 個字元，不含 < >',
    );
    expect((await profile(body, { lang: 'zh-Hant' })).body.msg).toBe('暱稱需 1–24 個字元，不含 < >');
    // The `lang` header wins over Accept-Language.
    expect((await profile(body, { lang: 'en', headers: { 'accept-language': 'ja' } })).body.msg).toBe(
      'Nicknames have 1–24 characters, without < or >',
    );
    const avatar = { avatar: 'javascript:alert(1)' };
    expect((await profile(avatar, { lang: 'en' })).body.msg).toBe('Invalid avatar address');
    expect((await profile(avatar, { lang: 'ja' })).body.msg).toBe('アバターのアドレスが無効です');
    expect((await profile(avatar, { headers: { 'accept-language': 'zh-TW,en;q=0.5' } })).body.msg).toBe(
      '頭像位址無效',
    );
    const bio = { bio: 'b'.repeat(201) };
    expect((await profile(bio, { lang: 'en' })).body.msg).toBe('The bio has at most 200 characters');
    expect((await profile(bio, { lang: 'ja' })).body.msg).toBe('自己紹介は 200 文字以内です');
    expect((await profile(bio, { headers: { 'accept-language': 'zh-TW' } })).body.msg).toBe(
      '簡介最多 200 個字元',
    );
    const unknown = { mobile: '13900009999' };
    expect((await profile(unknown, { lang: 'en' })).body.msg).toBe('Unknown field mobile');
    expect((await profile(unknown, { lang: 'ja' })).body.msg).toBe('不明な項目 mobile');
    expect((await profile(unknown, { headers: { 'accept-language': 'zh-TW' } })).body.msg).toBe(
      '不支援的欄位 mobile',
    );
  });
});

describe('avatars saved before only own uploads were taken (migration 0023)', () => {
  it('keeps a user’s own upload (its full address made a path) and clears anything else', async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const own = await uploaded(await picture('png'), owner.user.id);
    const saved = {
      [owner.user.id]: `http://localhost:3000${own}`,
      [other.user.id]: own,
      [userId]: 'https://tracker.invalid/pixel.gif',
    };
    for (const [id, avatar] of Object.entries(saved)) {
      await app.database.db
        .update(users)
        .set({ avatar })
        .where(eq(users.id, Number(id)));
    }
    const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0023_avatars_only_uploads.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await app.database.db.execute(sql.raw(statement));
    }
    const avatars = await app.database.db
      .select({ id: users.id, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [owner.user.id, other.user.id, userId]));
    expect(Object.fromEntries(avatars.map((u) => [u.id, u.avatar]))).toEqual({
      [owner.user.id]: own,
      [other.user.id]: '',
      [userId]: '',
    });
  });
});
