import { NO_CHOICE, parseStoredChoice, resolvePlatform, usernameOfToken, withChoice } from './platform-choice';

const project = { key: 'project', url: 'http://a' };
const training = { key: 'training', url: 'http://b' };
const both = [project, training];

const jwt = (claims: Record<string, unknown>) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('platform choice', () => {
  test('the instance scope: the stored key while configured, else the first; users are not asked', () => {
    expect(resolvePlatform(both, NO_CHOICE, 'instance')).toBe(project);
    expect(resolvePlatform(both, { key: 'training', users: { ann: 'project' } }, 'instance', 'ann')).toBe(training);
    expect(resolvePlatform(both, { key: 'gone', users: {} }, 'instance')).toBe(project);
    // One platform configured: nothing stored matters.
    expect(resolvePlatform([project], { key: 'training', users: {} }, 'instance')).toBe(project);
  });

  test('the user scope: the user’s own choice, else the instance’s, else the first', () => {
    const stored = { key: 'training', users: { ann: 'project', bob: 'gone' } };
    expect(resolvePlatform(both, stored, 'user', 'ann')).toBe(project);
    expect(resolvePlatform(both, stored, 'user', 'bob')).toBe(training);
    expect(resolvePlatform(both, stored, 'user', 'cid')).toBe(training);
    expect(resolvePlatform(both, stored, 'user', null)).toBe(training);
    expect(resolvePlatform(both, { key: null, users: { ann: 'training' } }, 'user', 'dan')).toBe(project);
  });

  test('a pick changes the user’s entry in the user scope and the instance’s otherwise', () => {
    const stored = { key: 'project', users: { ann: 'project' } };
    expect(withChoice(stored, 'user', 'training', 'bob')).toEqual({
      key: 'project',
      users: { ann: 'project', bob: 'training' },
    });
    expect(withChoice(stored, 'instance', 'training', 'bob')).toEqual({ key: 'training', users: { ann: 'project' } });
    expect(stored).toEqual({ key: 'project', users: { ann: 'project' } });
  });

  test('the file is read leniently (the earlier form had the key only)', () => {
    expect(parseStoredChoice('{"key":"training","at":"2026-01-01"}')).toEqual({ key: 'training', users: {} });
    expect(parseStoredChoice('{"key":"a","users":{"ann":"b","bad":3}}')).toEqual({ key: 'a', users: { ann: 'b' } });
    expect(parseStoredChoice('not json')).toEqual(NO_CHOICE);
    expect(parseStoredChoice('null')).toEqual(NO_CHOICE);
  });

  test('a token names its user by userName, else sub, with or without the Bearer prefix', () => {
    expect(usernameOfToken(jwt({ sub: 'ann', userName: '安' }))).toBe('安');
    expect(usernameOfToken(`Bearer ${jwt({ sub: 'ann' })}`)).toBe('ann');
    expect(usernameOfToken(undefined)).toBeNull();
    expect(usernameOfToken('garbage')).toBeNull();
    expect(usernameOfToken('a.!!!.c')).toBeNull();
  });
});
