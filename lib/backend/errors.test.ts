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

  it.each([
    ['logout', 'login'],
    ['forbidden', 'login'],
    ['business', 'login'],
    ['error', 'login'],
    ['gateway', 'boundary'],
    ['unavailable', 'boundary'],
    ['timeout', 'boundary'],
  ] as const)('bootstrap read: %s → %s (no shell without the user, but an outage is no log-out)', (kind, page) => {
    expect(pageFor(new BackendError(kind, 'x'), 'bootstrap')).toBe(page);
  });

  it('bootstrap read: a reply the client could not use logs out', () => {
    expect(pageFor(new TypeError('x'), 'bootstrap')).toBe('login');
  });
});
