import { isCanonicalSeal, sealSession, unsealSession } from './seal';

const secret = 's'.repeat(40);
const data = {
  token: 'a.b.c',
  userId: '1',
  username: 'admin',
  name: 'A',
  exp: Math.floor(Date.now() / 1000) + 600,
  method: 'password' as const,
};

describe('sealed session cookie', () => {
  it('round-trips and honours the rotation list', async () => {
    const sealed = await sealSession(data, secret, 600);
    expect(isCanonicalSeal(sealed)).toBe(true);
    expect(await unsealSession(sealed, [secret])).toMatchObject({ username: 'admin' });
    expect(await unsealSession(sealed, ['n'.repeat(40), secret])).toMatchObject({ username: 'admin' });
    expect(await unsealSession(sealed, ['n'.repeat(40)])).toBeNull();
  });

  it('refuses anything that is not byte for byte what was sealed', async () => {
    const sealed = await sealSession(data, secret, 600);
    const hmacEnd = sealed.length - 3; // last base64 char of the hmac, before "~2"
    const sameBitsDifferentChar =
      sealed.slice(0, hmacEnd) + String.fromCharCode(sealed.charCodeAt(hmacEnd) ^ 1) + sealed.slice(hmacEnd + 1);
    for (const tampered of [
      `${sealed}x`,
      `${sealed}~2`,
      sealed.replace(/~2$/, '~3'),
      sealed.slice(0, -1),
      ` ${sealed}`,
      sameBitsDifferentChar,
    ]) {
      expect(await unsealSession(tampered, [secret])).toBeNull();
    }
  });

  it('serves a verified seal again only while it is live', async () => {
    const sealed = await sealSession({ ...data, exp: Math.floor(Date.now() / 1000) + 30 }, secret, 600);
    expect(await unsealSession(sealed, [secret])).toMatchObject({ username: 'admin' });
    expect(await unsealSession(sealed, [secret])).toMatchObject({ username: 'admin' });
    expect(await unsealSession(sealed, ['n'.repeat(40)])).toBeNull();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      expect(await unsealSession(sealed, [secret])).toBeNull();
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses expired sessions', async () => {
    const sealed = await sealSession({ ...data, exp: Math.floor(Date.now() / 1000) - 1 }, secret, 600);
    expect(await unsealSession(sealed, [secret])).toBeNull();
  });
});
