/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/i18n/locale';
import type { PaletteData, PaletteList } from '@/lib/palette/entries';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { PaletteDialog } from './palette-dialog';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

let views = [
  { path: '/znysManager/znysProcessMonitorManager' },
  { path: '/baseManager/menuManager' },
  { path: '/baseManager/userManager' },
];
let refused = new Set<string>();
jest.mock('@/components/tabs/views-context', () => ({
  useViews: () => ({ views, activePath: '/baseManager/userManager', isOpenable: (p: string) => !refused.has(p) }),
}));

// As the server builds it for admin (lib/palette/entries.ts), cut down to a few screens.
const data: PaletteData = {
  screens: [
    { path: '/dashboard', code: 'dashboard', title: '首页', pinyin: 'shou ye', parents: [] },
    {
      path: '/znysManager/znysProcessMonitorManager',
      code: 'znysProcessMonitorManager',
      title: '工艺监控',
      pinyin: 'gong yi jian kong',
      parents: ['znysManager'],
    },
    {
      path: '/baseManager/userManager',
      code: 'userManager',
      title: '用户管理',
      pinyin: 'yong hu guan li',
      parents: ['baseManager'],
    },
    {
      path: '/baseManager/menuManager',
      code: 'menuManager',
      title: '菜单管理',
      pinyin: 'cai dan guan li',
      parents: ['baseManager'],
    },
  ],
  folders: {
    znysManager: { title: '机场数字化施工平台', pinyin: 'ji chang shu zi hua shi gong ping tai' },
    baseManager: { title: '基础配置管理', pinyin: 'ji chu pei zhi guan li' },
  },
};

function renderPalette(messages = zh, locale: Locale = 'zh', list: PaletteList = { state: 'ready', data }) {
  const onClose = jest.fn();
  const onRetry = jest.fn();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <PaletteDialog open onClose={onClose} list={list} onRetry={onRetry} />
    </NextIntlClientProvider>,
  );
  const rerender = (next: PaletteList) =>
    view.rerender(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <PaletteDialog open onClose={onClose} list={next} onRetry={onRetry} />
      </NextIntlClientProvider>,
    );
  return { onClose, onRetry, rerender, input: screen.getByRole('combobox') };
}

test(
  'while the list loads: no options, a loading status; what was ' + 'typed meanwhile filters the list when it comes',
  () => {
    views = [];
    const { input, rerender } = renderPalette(zh, 'zh', { state: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('正在加载页面列表…');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'yhgl' } });
    rerender({ state: 'ready', data });
    expect(optionPaths()).toEqual(['/baseManager/userManager']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  },
);

test('a list that failed to load says so and offers to retry', () => {
  const { onRetry } = renderPalette(en, 'en', { state: 'failed' });
  expect(screen.getByRole('status').textContent).toBe('The list of screens could not be loaded');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.queryAllByRole('option')).toHaveLength(0);
});

const optionPaths = () => screen.queryAllByRole('option').map((o) => o.getAttribute('data-path'));
const activePath = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.getAttribute('data-path');

beforeEach(() => {
  push.mockClear();
  refused = new Set();
  views = [
    { path: '/znysManager/znysProcessMonitorManager' },
    { path: '/baseManager/menuManager' },
    { path: '/baseManager/userManager' },
  ];
  Element.prototype.scrollIntoView = jest.fn();
});

test('empty query: recent screens (newest first, the active one left out), then all screens', () => {
  renderPalette();
  const recent = screen.getByRole('group', { name: '最近访问' });
  expect(
    within(recent)
      .getAllByRole('option')
      .map((o) => o.getAttribute('data-path')),
  ).toEqual(['/baseManager/menuManager', '/znysManager/znysProcessMonitorManager']);
  expect(optionPaths()).toEqual([
    '/baseManager/menuManager',
    '/znysManager/znysProcessMonitorManager',
    '/dashboard',
    '/baseManager/userManager',
  ]);
});

test('yhgl, Enter: closes and opens the user screen', () => {
  views = [];
  const { input, onClose } = renderPalette();
  fireEvent.change(input, { target: { value: 'yhgl' } });
  expect(optionPaths()).toEqual(['/baseManager/userManager']);
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onClose).toHaveBeenCalled();
  // The active screen: nothing to navigate to (here /baseManager/userManager is active).
  expect(push).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: 'cdgl' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(push).toHaveBeenCalledWith('/baseManager/menuManager');
});

test('Enter during an input method composition is left alone', () => {
  const { input, onClose } = renderPalette();
  fireEvent.change(input, { target: { value: 'cdgl' } });
  fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
  expect(onClose).not.toHaveBeenCalled();
  expect(push).not.toHaveBeenCalled();
});

test('arrows wrap, Home and End jump; aria-selected follows aria-activedescendant', () => {
  const { input } = renderPalette();
  const paths = optionPaths();
  expect(activePath(input)).toBe(paths[0]);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(activePath(input)).toBe(paths[1]);
  expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
  expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('false');
  fireEvent.keyDown(input, { key: 'End' });
  expect(activePath(input)).toBe(paths[3]);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(activePath(input)).toBe(paths[0]);
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(activePath(input)).toBe(paths[3]);
  fireEvent.keyDown(input, { key: 'Home' });
  expect(activePath(input)).toBe(paths[0]);
  // A new query starts again at its best match.
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.change(input, { target: { value: 'gl' } });
  expect(activePath(input)).toBe(optionPaths()[0]);
});

test('no match: the empty state, a collapsed combobox, Enter does nothing', () => {
  const { input, onClose } = renderPalette();
  fireEvent.change(input, { target: { value: 'zzqx' } });
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(screen.getByRole('status').textContent).toBe('没有匹配的页面');
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(input.getAttribute('aria-activedescendant')).toBeNull();
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onClose).not.toHaveBeenCalled();
});

test('a screen the client knows was refused is not listed, even if sent', () => {
  refused = new Set(['/baseManager/menuManager']);
  const { input } = renderPalette();
  expect(optionPaths()).not.toContain('/baseManager/menuManager');
  fireEvent.change(input, { target: { value: 'cdgl' } });
  expect(screen.queryAllByRole('option')).toHaveLength(0);
});

test('English messages', async () => {
  const { input } = renderPalette(en, 'en');
  expect(input.getAttribute('aria-label')).toBe('Screen title, group or menu code');
  expect(screen.getByRole('group', { name: 'Recently visited' })).toBeTruthy();
  fireEvent.change(input, { target: { value: 'nothing-like-it' } });
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No matching screen'));
});
