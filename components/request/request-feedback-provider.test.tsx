/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { Locale } from '@/lib/i18n/locale';
import { request } from '@/lib/request/request';
import { RequestFeedbackProvider } from './request-feedback-provider';

function renderWith(messages: typeof zh, locale: Locale) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <RequestFeedbackProvider>
        <input aria-label="draft" defaultValue="" />
      </RequestFeedbackProvider>
    </NextIntlClientProvider>,
  );
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

const reply = (http: number, body: unknown) => ({ status: http, text: async () => JSON.stringify(body) }) as Response;
const fail = (http: number, body: unknown) => {
  fetchMock.mockResolvedValueOnce(reply(http, body));
  return request('/api/admin/x').catch(() => undefined);
};

it('six concurrent 40101 failures open one dialog; Cancel closes it and keeps the input', async () => {
  renderWith(zh, 'zh');
  fireEvent.change(screen.getByLabelText('draft'), { target: { value: '半截输入' } });
  await act(() =>
    Promise.all(Array.from({ length: 6 }, (_, i) => fail(i % 2 ? 401 : 200, { status: 40101, message: 'expired' }))),
  );
  // The dialog's code is loaded when first needed (next/dynamic).
  expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
  expect(screen.getByRole('alertdialog').textContent).toContain('确定登出');
  expect(screen.getByRole('alertdialog').textContent).toContain('你已被登出，可以取消继续留在该页面，或者重新登录');
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByLabelText('draft')).toHaveProperty('value', '半截输入');
});

it('a 30101 failure shows the Failed notification with the message (en)', async () => {
  renderWith(en, 'en');
  await act(() => fail(200, { status: 30101, message: 'User name already exists' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Failed');
  expect(alert.textContent).toContain('User name already exists');
});

it('a 504 shows the backend-error text; the same notice is not stacked twice', async () => {
  renderWith(zh, 'zh');
  await act(() => Promise.all([fail(504, { status: 504 }), fail(504, { status: 504 })]));
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  expect(screen.getByRole('alert').textContent).toContain('后端服务异常，请联系管理员！');
});
