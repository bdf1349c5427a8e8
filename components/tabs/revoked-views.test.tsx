/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import { ShellDataProvider } from '@/components/shell/shell-context';
import { enqueueSnackbar } from '@/components/request/notices';
import { RevokedViews } from './revoked-views';
import { useViews, ViewsProvider } from './views-context';

const STABILITY = '/sysManager/sysStabilityManager';
const DUCTILITY = '/sysManager/sysDuctilityManager';
const PROCESS = '/znysManager/znysProcessMonitorManager';
const push = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => STABILITY,
  useRouter: () => ({ push }),
}));
jest.mock('@/components/request/notices', () => ({ enqueueSnackbar: jest.fn() }));

function Probe() {
  const { views } = useViews();
  return <output data-testid="views">{views.map((v) => v.path).join(',')}</output>;
}

const all = ['sysManager', 'sysStabilityManager', 'sysDuctilityManager', 'znysManager', 'znysProcessMonitorManager'];
const data = { user: { id: '1', username: 'u', name: 'U' }, titles: { sysStabilityManager: '稳定度', sysDuctilityManager: '延度' }, elements: [] };

function Shell({ codes }: { codes: string[] }) {
  return (
    <NextIntlClientProvider locale="zh" messages={zh}>
      <ShellDataProvider value={data}>
        <ViewsProvider username="u" codes={codes}>
          <Probe />
          <RevokedViews codes={codes} />
        </ViewsProvider>
      </ShellDataProvider>
    </NextIntlClientProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('console.views:u', JSON.stringify([PROCESS, DUCTILITY, STABILITY]));
  push.mockClear();
  jest.mocked(enqueueSnackbar).mockClear();
});

describe('RevokedViews', () => {
  test('views the new codes no longer allow close with a notice each; the active one hands over', async () => {
    const { rerender } = render(<Shell codes={all} />);
    await act(async () => {});
    expect(screen.getByTestId('views').textContent).toBe([PROCESS, DUCTILITY, STABILITY].join(','));
    expect(enqueueSnackbar).not.toHaveBeenCalled();

    await act(async () => rerender(<Shell codes={['znysManager', 'znysProcessMonitorManager']} />));
    expect(screen.getByTestId('views').textContent).toBe(PROCESS);
    expect(jest.mocked(enqueueSnackbar).mock.calls.map(([message]) => message)).toEqual(['「延度」已关闭：管理员更改了你的权限', '「稳定度」已关闭：管理员更改了你的权限']);
    expect(push).toHaveBeenCalledWith(PROCESS);
  });

  test('new codes that take nothing away close nothing', async () => {
    const { rerender } = render(<Shell codes={all} />);
    await act(async () => {});
    await act(async () => rerender(<Shell codes={[...all, 'hjManager']} />));
    expect(screen.getByTestId('views').textContent).toBe([PROCESS, DUCTILITY, STABILITY].join(','));
    expect(enqueueSnackbar).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
