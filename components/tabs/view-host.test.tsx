/** @jest-environment jsdom */
import { act, fireEvent, render } from '@testing-library/react';
import type { Context } from 'react';
import { ViewHost } from './view-host';
import { useViewSearch } from './view-path';
import { useViews, ViewsProvider } from './views-context';

// Two kept list screens; each counts its renders and shows the query its view hands it.
const A = '/sysManager/sysStabilityManager';
const B = '/sysManager/sysDuctilityManager';
const C = '/sysManager/sysPenetrationManager';
const codes = ['sysManager', 'sysStabilityManager', 'sysDuctilityManager', 'sysPenetrationManager'];
const renders: Record<string, number> = {};

// The URL as Next hands it: a context with a new value on each navigation.
type Url = { path: string; search: string };
jest.mock('next/navigation', () => {
  const { createContext, useContext } = jest.requireActual<typeof import('react')>('react');
  const UrlContext = createContext<Url>({ path: '/', search: '' });
  return {
    UrlContext,
    usePathname: () => useContext(UrlContext).path,
    useSearchParams: () => new URLSearchParams(useContext(UrlContext).search),
    useRouter: () => ({ push: jest.fn() }),
  };
});
const { UrlContext } = jest.requireMock<{ UrlContext: Context<Url> }>('next/navigation');

jest.mock('@/components/screens/registry', () => ({
  screenFor: () =>
    function CountingScreen({ path }: { path: string }) {
      renders[path] = (renders[path] ?? 0) + 1;
      return <output data-path={path}>{useViewSearch()}</output>;
    },
}));

// Presses as a tab's: `show` within the click's event.
const NOT_OPEN = '/sysManager/notOpen';
function Presses() {
  const { show } = useViews();
  return [A, B, NOT_OPEN].map((path) => (
    <button key={path} type="button" data-press={path} onClick={() => show(path)} />
  ));
}

let url: Url;
function Host() {
  return (
    <UrlContext.Provider value={url}>
      <ViewsProvider username="admin" codes={codes}>
        <ViewHost fallback={null}>{null}</ViewHost>
        <Presses />
      </ViewsProvider>
    </UrlContext.Provider>
  );
}

async function start() {
  localStorage.clear();
  url = { path: A, search: 'page=2' };
  const view = render(<Host />);
  await act(async () => {});
  const go = async (path: string, search: string) => {
    url = { path, search };
    await act(async () => {
      view.rerender(<Host />);
    });
  };
  await go(B, '');
  const screen = (path: string) => view.container.querySelector(`[data-path="${path}"]`)?.textContent;
  const hidden = (path: string) =>
    view.container.querySelector<HTMLElement>(`[data-view="${path}"]`)?.style.display === 'none';
  const press = (path: string) => fireEvent.click(view.container.querySelector(`[data-press="${path}"]`)!);
  return { go, screen, hidden, press };
}

it('a navigation draws no kept screen again unless its own query changed', async () => {
  const { go, screen } = await start();
  expect(screen(A)).toBe('page=2');
  expect(screen(B)).toBe('');
  const before = { ...renders };

  // To A and back to B, the URL's query following each view.
  await go(A, 'page=2');
  await go(B, '');
  await go(A, 'page=2');
  expect(renders).toEqual(before);

  // A's own query changes while it is shown: A is drawn again, B is not.
  await go(A, 'page=3');
  expect(renders[A]).toBe(before[A]! + 1);
  expect(renders[B]).toBe(before[B]);
  expect(screen(A)).toBe('page=3');
});

it('a tab press shows its view at once; the URL it leaves never reaches that view', async () => {
  const { go, screen, hidden, press } = await start();
  await go(B, 'x=1');
  expect(hidden(A)).toBe(true);
  const before = { ...renders };

  // The press: A is shown before the router has navigated, still with its own query.
  press(A);
  expect(hidden(A)).toBe(false);
  expect(hidden(B)).toBe(true);
  expect(screen(A)).toBe('page=2');
  expect(renders).toEqual(before);

  // A press back on the URL's own view before the first has landed: B is shown again.
  press(B);
  expect(hidden(A)).toBe(true);
  expect(hidden(B)).toBe(false);
  press(A);

  // The navigation lands: A takes its URL's query.
  await go(A, 'page=5');
  expect(hidden(A)).toBe(false);
  expect(screen(A)).toBe('page=5');

  // A press on the view already shown, or on one not open, changes nothing.
  press(A);
  press(NOT_OPEN);
  expect(hidden(A)).toBe(false);
});

it('a first visit draws its screen once, though the tabs add the view a commit later', async () => {
  const { go, screen, hidden } = await start();
  expect(renders[C]).toBeUndefined();
  await go(C, 'q=1');
  expect(screen(C)).toBe('q=1');
  expect(hidden(C)).toBe(false);
  expect(renders[C]).toBe(1);
});
