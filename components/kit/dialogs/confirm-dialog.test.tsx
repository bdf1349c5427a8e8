/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(open: boolean, onConfirm: () => void) {
  const ui = (o: boolean) => (
    <NextIntlClientProvider locale="zh" messages={zh}>
      <ConfirmDialog
        open={o}
        title="删除部门"
        message="确定？"
        confirmLabel="删除"
        danger
        onConfirm={onConfirm}
        onClose={() => {}}
      />
    </NextIntlClientProvider>
  );
  const view = render(ui(open));
  return { close: () => view.rerender(ui(false)) };
}

describe('ConfirmDialog', () => {
  it('confirms once: while it fades out after the answer, its buttons take no second click', () => {
    const onConfirm = jest.fn();
    const { close } = renderDialog(true, onConfirm);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    close();
    // Still in the page during the exit transition, but disabled.
    const again = screen.getByRole('button', { name: '删除', hidden: true });
    fireEvent.click(again);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect((again as HTMLButtonElement).disabled).toBe(true);
  });
});
