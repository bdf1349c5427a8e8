/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { ViewHost } from './view-host';
import { useViewSearch } from './view-path';

// Two kept list screens; each counts its renders and shows the query its view hands it.
const A = '/sysManager/sysStabilityManager';
const B = '/sysManager/sysDuctilityManager';
const renders: Record<string, number> = {};
let nav = { activePath: A, search: 'page=2' };

// The URL's query as Next hands it: a context, read by each view's frame.
jest.mock('next/navigation', () => {
  const { createContext, useContext } = jest.requireActual<typeof import('react')>('react');
  const SearchContext = createContext('');
  return { SearchContext, useSearchParams: () => new URLSearchParams(useContext(SearchContext)) };
});
const { SearchContext } = jest.requireMock<{ SearchContext: import('react').Context<string> }>('next/navigation');
jest.mock('./views-context', () => ({
  useViews: () => ({
    views: [
      { path: A, title: 'A' },
      { path: B, title: 'B' },
    ],
    activePath: nav.activePath,
    isOpenable: () => true,
  }),
}));
jest.mock('@/components/screens/registry', () => ({
  screenFor: () =>
    function CountingScreen({ path }: { path: string }) {
      renders[path] = (renders[path] ?? 0) + 1;
      return <output data-path={path}>{useViewSearch()}</output>;
    },
}));

function Host() {
  return (
    <SearchContext.Provider value={nav.search}>
      <ViewHost fallback={null}>{null}</ViewHost>
    </SearchContext.Provider>
  );
}

it('a navigation draws no kept screen again unless its own query changed', async () => {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<Host />);
  });
  const shown = (path: string) => view.container.querySelector(`[data-path="${path}"]`)?.textContent;
  expect(shown(A)).toBe('page=2');
  expect(shown(B)).toBe(''); // never shown yet: no query of its own
  const before = { ...renders };

  // To B and back to A, the URL's query following each view.
  const go = async (activePath: string, search: string) => {
    nav = { activePath, search };
    await act(async () => {
      view.rerender(<Host />);
    });
  };
  await go(B, '');
  await go(A, 'page=2');
  await go(B, '');
  expect(renders).toEqual(before);
  expect(shown(A)).toBe('page=2');

  // A's own query changes while it is shown: A is drawn again, B is not.
  await go(A, 'page=2');
  await go(A, 'page=3');
  expect(renders[A]).toBe(before[A]! + 1);
  expect(renders[B]).toBe(before[B]);
  expect(shown(A)).toBe('page=3');
});
