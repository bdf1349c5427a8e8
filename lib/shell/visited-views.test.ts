import { addView, closeAll, closeOthers, closeView, parseStoredViews } from './visited-views';

const v = (...paths: string[]) => paths.map((path) => ({ path }));

describe('visited views', () => {
  it('adds a view once per path', () => {
    const open = v('/a');
    expect(addView(open, { path: '/a' })).toBe(open);
    expect(addView(v('/a'), { path: '/b' })).toEqual(v('/a', '/b'));
  });

  it('drops the oldest views beyond the cap', () => {
    expect(addView(v('/a', '/b', '/c'), { path: '/d' }, 3)).toEqual(v('/b', '/c', '/d'));
  });

  it('closing an inactive view stays where we are', () => {
    expect(closeView(v('/a', '/b', '/c'), '/a', '/c')).toEqual({ views: v('/b', '/c') });
  });

  it('closing the active view goes to the last remaining view', () => {
    expect(closeView(v('/a', '/b', '/c'), '/b', '/b')).toEqual({ views: v('/a', '/c'), navigateTo: '/c' });
    expect(closeView(v('/a', '/b', '/c'), '/c', '/c')).toEqual({ views: v('/a', '/b'), navigateTo: '/b' });
  });

  it('closing the last view goes to /', () => {
    expect(closeView(v('/a'), '/a', '/a')).toEqual({ views: [], navigateTo: '/' });
  });

  it('close others keeps the clicked view and opens it', () => {
    expect(closeOthers(v('/a', '/b', '/c'), '/b', '/c')).toEqual({ views: v('/b'), navigateTo: '/b' });
    expect(closeOthers(v('/a', '/b', '/c'), '/c', '/c')).toEqual({ views: v('/c'), navigateTo: undefined });
  });

  it('close all goes to /', () => {
    expect(closeAll()).toEqual({ views: [], navigateTo: '/' });
  });

  it('reads stored lists defensively', () => {
    expect(parseStoredViews(null)).toEqual([]);
    expect(parseStoredViews('not json')).toEqual([]);
    expect(parseStoredViews('{"a":1}')).toEqual([]);
    expect(parseStoredViews('["/a", 3, "//evil.example", "x", "/b"]')).toEqual(['/a', '/b']);
  });
});
