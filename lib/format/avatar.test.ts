import { sizedAvatar } from './avatar';

describe('sizedAvatar', () => {
  it('adds the 80×80 size suffix', () => {
    expect(sizedAvatar('https://img.example.com/a.png')).toBe('https://img.example.com/a.png?imageView2/1/w/80/h/80');
  });
  it('appends to an existing query and never twice', () => {
    expect(sizedAvatar('/a.png?v=2')).toBe('/a.png?v=2&imageView2/1/w/80/h/80');
    expect(sizedAvatar('/a.png?imageView2/1/w/80/h/80')).toBe('/a.png?imageView2/1/w/80/h/80');
  });
  it.each([[''], ['  '], [null], [undefined]])('gives undefined for %p', (value) => {
    expect(sizedAvatar(value)).toBeUndefined();
  });
});
