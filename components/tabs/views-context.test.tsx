/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { HOME_PATH } from '@/lib/routes/catalogue';
import { useShownPath, useViews, ViewsProvider, viewsStorageKey } from './views-context';

const CURRENT = '/sysManager/sysStabilityManager';
const OTHER = '/sysManager/sysDuctilityManager';
const push = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => CURRENT,
  useRouter: () => ({ push }),
}));

function Probe() {
  const { views, restored } = useViews();
  return <output data-testid="views">{`${restored}|${views.map((v) => v.path).join(',')}`}</output>;
}

const codes = ['sysManager', 'sysStabilityManager', 'sysDuctilityManager', 'znysManager', 'znysProcessMonitorManager'];
const renderProvider = () =>
  render(
    <ViewsProvider username="admin" codes={codes}>
      <Probe />
    </ViewsProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('ViewsProvider', () => {
  it('restores the saved tabs before the URL view and never overwrites them with the URL view alone', async () => {
    localStorage.setItem(viewsStorageKey('admin'), JSON.stringify([HOME_PATH, OTHER]));
    const writes: string[] = [];
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === viewsStorageKey('admin')) writes.push(value);
      return setItem.call(this, key, value);
    });
    await act(async () => {
      renderProvider();
    });
    expect(screen.getByTestId('views').textContent).toBe(`true|${HOME_PATH},${OTHER},${CURRENT}`);
    expect(writes.length).toBeGreaterThan(0);
    for (const written of writes) expect(JSON.parse(written)).toEqual([HOME_PATH, OTHER, CURRENT]);
  });

  it('drops saved paths the user may not open and survives storage that throws', async () => {
    localStorage.setItem(viewsStorageKey('admin'), JSON.stringify(['/baseManager/userManager', '//evil', OTHER]));
    await act(async () => {
      renderProvider();
    });
    expect(screen.getByTestId('views').textContent).toBe(`true|${OTHER},${CURRENT}`);

    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    await act(async () => {
      renderProvider();
    });
    // Nothing saved can be read: the URL's view alone, and no error.
    expect(screen.getAllByTestId('views')[1].textContent).toBe(`true|${CURRENT}`);
  });

  it('closing the active view shows the one handed over to at once, before the router lands there', async () => {
    localStorage.setItem(viewsStorageKey('admin'), JSON.stringify([OTHER]));
    function Shown() {
      const { close } = useViews();
      return (
        <>
          <output data-testid="shown">{useShownPath()}</output>
          <button onClick={() => close(CURRENT)}>close</button>
        </>
      );
    }
    await act(async () => {
      render(
        <ViewsProvider username="admin" codes={codes}>
          <Shown />
        </ViewsProvider>,
      );
    });
    expect(screen.getByTestId('shown').textContent).toBe(CURRENT);
    await act(async () => screen.getByRole('button', { name: 'close' }).click());
    // The router's path (mocked) is still the closed view's: the view host and the breadcrumb follow what is shown.
    expect(push).toHaveBeenCalledWith(OTHER);
    expect(screen.getByTestId('shown').textContent).toBe(OTHER);
  });
});
