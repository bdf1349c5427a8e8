import { codecFor } from './url-codec';

const codec = codecFor({ page: 1, limit: 20, name: '', sort: '' });

describe('codecFor', () => {
  test('defaults are left out of the URL, others kept in declaration order', () => {
    expect(codec.format({ page: 1, limit: 20, name: '', sort: '' }).toString()).toBe('');
    expect(codec.format({ page: 3, limit: 50, name: '张 三', sort: '-updTime' }).toString()).toBe(
      'page=3&limit=50&name=%E5%BC%A0+%E4%B8%89&sort=-updTime',
    );
  });

  test('parse restores what format wrote', () => {
    const value = { page: 7, limit: 100, name: 'bulk', sort: 'username' };
    expect(codec.parse(codec.format(value))).toEqual(value);
  });

  test('bad numbers and unknown keys fall back to the defaults', () => {
    expect(codec.parse(new URLSearchParams('page=-2&limit=abc&other=1'))).toEqual({
      page: 1,
      limit: 20,
      name: '',
      sort: '',
    });
    expect(codec.parse(new URLSearchParams('page=2.5'))).toEqual({ page: 1, limit: 20, name: '', sort: '' });
  });
});
