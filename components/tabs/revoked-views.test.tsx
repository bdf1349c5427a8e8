/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetUnsavedWork, trackDirty } from '@/lib/shell/unsaved-work';
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
const data = {
  user: { id: '1', username: 'u', name: 'U' },
  titles: { sysStabilityManager: '稳定度', sysDuctilityManager: '延度' },
  elements: [],
  messages: '',
};

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
  resetUnsavedWork();
});

const writeText = jest.fn<Promise<void>, [string]>();
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('RevokedViews', () => {
  test('views the new codes no longer allow close with a notice each; the active one hands over', async () => {
    const { rerender } = render(<Shell codes={all} />);
    await act(async () => {});
    expect(screen.getByTestId('views').textContent).toBe([PROCESS, DUCTILITY, STABILITY].join(','));
    expect(enqueueSnackbar).not.toHaveBeenCalled();

    await act(async () => rerender(<Shell codes={['znysManager', 'znysProcessMonitorManager']} />));
    expect(screen.getByTestId('views').textContent).toBe(PROCESS);
    expect(jest.mocked(enqueueSnackbar).mock.calls.map(([message]) => message)).toEqual([
      '「延度」已关闭：管理员更改了你的权限',
      '「稳定度」已关闭：管理员更改了你的权限',
    ]);
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

  test('a revoked view holding unsaved input asks first; its input goes to the clipboard, then it closes', async () => {
    writeText.mockResolvedValue(undefined);
    const { rerender } = render(<Shell codes={all} />);
    await act(async () => {});
    // Registered once the views are read back (the first sync forgets forms of views not open).
    trackDirty(901, DUCTILITY, () => '编号: D-7\n针入度: 62');
    await act(async () => rerender(<Shell codes={['znysManager', 'znysProcessMonitorManager']} />));
    // The clean one closes at once; the one with input waits for the answer.
    expect(screen.getByTestId('views').textContent).toBe([PROCESS, DUCTILITY].join(','));
    const dialog = await screen.findByRole('alertdialog', { name: '「延度」的权限已被收回' });
    expect(dialog.querySelector('textarea')?.value).toBe('编号: D-7\n针入度: 62');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制并关闭' })));
    expect(writeText).toHaveBeenCalledWith('编号: D-7\n针入度: 62');
    expect(screen.getByTestId('views').textContent).toBe(PROCESS);
    expect(jest.mocked(enqueueSnackbar).mock.calls.map(([message]) => message)).toEqual([
      '「稳定度」已关闭：管理员更改了你的权限',
      '「延度」已关闭：管理员更改了你的权限',
    ]);
  });

  test('a refused clipboard keeps the question open with the text to select; discarding closes', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { rerender } = render(<Shell codes={all} />);
    await act(async () => {});
    trackDirty(902, DUCTILITY, () => '编号: D-8');
    await act(async () =>
      rerender(<Shell codes={['znysManager', 'znysProcessMonitorManager', 'sysManager', 'sysStabilityManager']} />),
    );
    await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制并关闭' })));
    expect(screen.getByText(/无法写入剪贴板/)).toBeTruthy();
    expect(screen.getByTestId('views').textContent).toContain(DUCTILITY);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '放弃并关闭' })));
    expect(screen.getByTestId('views').textContent).toBe([PROCESS, STABILITY].join(','));
  });

  test('granted back while asked: the question goes away and nothing closes', async () => {
    const { rerender } = render(<Shell codes={all} />);
    await act(async () => {});
    // Registered once the views are read back (the first sync forgets forms of views not open).
    trackDirty(903, DUCTILITY, () => '编号: D-9');
    await act(async () =>
      rerender(<Shell codes={['znysManager', 'znysProcessMonitorManager', 'sysManager', 'sysStabilityManager']} />),
    );
    await screen.findByRole('alertdialog');
    await act(async () => rerender(<Shell codes={all} />));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('views').textContent).toBe([PROCESS, DUCTILITY, STABILITY].join(','));
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });
});
