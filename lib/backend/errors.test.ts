import { BackendError, pageFor } from './errors';

describe('pageFor: the server-side twin of the catalogue', () => {
  it.each([
    ['logout', 'login'],
    ['forbidden', 'forbidden'],
    ['gateway', 'boundary'],
    ['unavailable', 'boundary'],
    ['timeout', 'boundary'],
    ['business', 'boundary'],
    ['error', 'boundary'],
  ] as const)('%s → %s', (kind, page) => {
    expect(pageFor(new BackendError(kind, 'x'))).toBe(page);
  });

  it('a bug is not a backend answer', () => {
    expect(pageFor(new TypeError('x'))).toBe('boundary');
  });
});
