/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { ShellDataProvider, type ShellData } from '@/components/shell/shell-context';
import en from '@/messages/en.json';
import { ScreenToolbar } from './screen-toolbar';

const shell = (elements: string[]): ShellData => ({
  user: { id: '1', username: 'u', name: 'U' },
  titles: {},
  elements,
  messages: '',
});
const inShell = (elements: string[], ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ShellDataProvider value={shell(elements)}>{ui}</ShellDataProvider>
    </NextIntlClientProvider>,
  );

describe('ScreenToolbar', () => {
  test('puts its own controls first, then refresh and print, then the add button the user may use', () => {
    const refresh = jest.fn();
    const add = jest.fn();
    inShell(
      ['x:btn_add'],
      <ScreenToolbar
        onRefresh={refresh}
        add={{ code: 'x:btn_add', label: 'New', onClick: add }}
        end={<button>Export</button>}
      >
        <input aria-label="Search" />
      </ScreenToolbar>,
    );
    const order = [...document.querySelectorAll('input, button')].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    );
    expect(order).toEqual(['Search', 'Refresh', 'Print', 'New', 'Export']);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledTimes(1);
  });

  test('hides the add button without its element code, or when there is nothing to add to', () => {
    const add = { code: 'x:btn_add', label: 'New', onClick: jest.fn() };
    const { unmount } = inShell([], <ScreenToolbar onRefresh={jest.fn()} add={add} />);
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    unmount();
    inShell(['x:btn_add'], <ScreenToolbar onRefresh={jest.fn()} add={false} />);
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  test('leaves the print button out when the screen prints its own way', () => {
    inShell([], <ScreenToolbar onRefresh={jest.fn()} print={false} />);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
