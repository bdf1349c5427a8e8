import { emptyUser, toUserBody, userSchema } from './user-schema';

const valid = { ...emptyUser, username: 'op1', name: '操作员一', password: 'secret' };
const firstMessage = (mode: 'create' | 'edit', input: object) => {
  const result = userSchema(mode).safeParse({ ...valid, ...input });
  return result.success ? undefined : result.error.issues[0].message;
};

describe('userSchema', () => {
  test('a minimal user passes and is trimmed', () => {
    const result = userSchema('create').parse({ ...valid, name: '  操作员一 ' });
    expect(result.name).toBe('操作员一');
  });

  test('user name and name are required; the user name has the platform’s characters', () => {
    expect(firstMessage('create', { username: ' ' })).toBe('required');
    expect(firstMessage('create', { name: '' })).toBe('required');
    expect(firstMessage('create', { username: 'op 1' })).toBe('username');
    expect(firstMessage('create', { username: 'a'.repeat(65) })).toBe('tooLong:64');
  });

  test('the password is required on create only, and at most 72 bytes', () => {
    expect(firstMessage('create', { password: '' })).toBe('required');
    expect(firstMessage('edit', { password: '' })).toBeUndefined();
    expect(firstMessage('edit', { password: '密'.repeat(25) })).toBe('tooLong:72');
  });

  test('e-mail and mobile formats, blank allowed', () => {
    expect(firstMessage('create', { email: 'nope' })).toBe('email');
    expect(firstMessage('create', { email: 'op1@example.com' })).toBeUndefined();
    expect(firstMessage('create', { mobilePhone: '12ab' })).toBe('mobile');
    expect(firstMessage('create', { mobilePhone: '+86 138-0000-0000' })).toBeUndefined();
    expect(firstMessage('create', { mobilePhone: '', email: '' })).toBeUndefined();
  });

  test('the body leaves out a blank password and carries the id on edit', () => {
    const parsed = userSchema('edit').parse({ ...valid, password: '' });
    expect(toUserBody(parsed, 7)).not.toHaveProperty('password');
    expect(toUserBody(parsed, 7).id).toBe(7);
    expect(toUserBody(userSchema('create').parse(valid)).password).toBe('secret');
  });
});
