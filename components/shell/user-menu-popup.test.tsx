/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import { UserMenuPopup } from './user-menu-popup';

function renderMenu() {
  const anchor = document.createElement('button');
  document.body.append(anchor);
  const onClose = jest.fn();
  const onChangePassword = jest.fn();
  const view = render(
    <NextIntlClientProvider locale="zh" messages={zh}>
      <UserMenuPopup
        id="user-menu"
        anchor={anchor}
        onClose={onClose}
        onChangePassword={onChangePassword}
        leaving={false}
        onLogout={jest.fn()}
      />
    </NextIntlClientProvider>,
  );
  return { anchor, onClose, onChangePassword, view };
}

afterEach(() => document.body.replaceChildren());

// MUI's ClickAwayListener ignored clicks until a timer after it mounted; Chromium runs input before timers, so
// a click just after the menu opened (by the keyboard) left it open. No timer runs between these lines.
test('a click outside closes the menu at once, however soon after it opened', () => {
  const { onClose } = renderMenu();
  fireEvent.click(document.body);
  expect(onClose).toHaveBeenCalledWith(false);
});

test('a click on the menu button or in the menu does not close it as a click outside', () => {
  const { anchor, onClose, onChangePassword } = renderMenu();
  fireEvent.click(anchor);
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('menuitem', { name: '修改密码' }));
  expect(onChangePassword).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
});

test('once closed, clicks outside reach nothing', () => {
  const { anchor, onClose, view } = renderMenu();
  view.rerender(
    <NextIntlClientProvider locale="zh" messages={zh}>
      <UserMenuPopup
        id="user-menu"
        anchor={null}
        onClose={onClose}
        onChangePassword={jest.fn()}
        leaving={false}
        onLogout={jest.fn()}
      />
    </NextIntlClientProvider>,
  );
  fireEvent.click(document.body);
  fireEvent.click(anchor);
  expect(onClose).not.toHaveBeenCalled();
});
