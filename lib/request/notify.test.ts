import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { describeFailure, MESSAGE_MS, NOTIFICATION_MS, type ErrorTextKey } from './notify';

const translator = (messages: typeof zh) => (key: ErrorTextKey) => messages.errors[key];

describe.each([
  [
    'zh',
    zh,
    {
      timeout: '服务请求超时！',
      gateway: '后端服务异常，请联系管理员！',
      forbidden: '禁止',
      failed: '失败',
      generic: '请求失败',
    },
  ],
  [
    'en',
    en,
    {
      timeout: 'Service request timed out!',
      gateway: 'Backend service error, please contact the administrator!',
      forbidden: 'Forbidden',
      failed: 'Failed',
      generic: 'Request failed',
    },
  ],
])('describeFailure in %s', (_, messages, text) => {
  const t = translator(messages);

  it('no response: the time-out text as an error for 5 s', () => {
    expect(describeFailure({ ok: false, kind: 'timeout' }, t)).toEqual({
      type: 'notice',
      variant: 'error',
      message: text.timeout,
      autoHideDuration: 5000,
    });
  });

  it('401 / 40101: the log-out confirmation, no notice', () => {
    expect(describeFailure({ ok: false, kind: 'logout', status: 40101, message: 'x' }, t)).toEqual({ type: 'logout' });
  });

  it('403: a warning notification titled Forbidden with the body message for 2 s', () => {
    expect(describeFailure({ ok: false, kind: 'forbidden', status: 40301, message: 'User Forbidden!' }, t)).toEqual({
      type: 'notice',
      variant: 'warning',
      title: text.forbidden,
      message: 'User Forbidden!',
      autoHideDuration: 2000,
    });
  });

  it('30101: a warning notification titled Failed with the body message for 2 s', () => {
    expect(describeFailure({ ok: false, kind: 'business', status: 30101, message: '用户名已存在' }, t)).toEqual({
      type: 'notice',
      variant: 'warning',
      title: text.failed,
      message: '用户名已存在',
      autoHideDuration: 2000,
    });
  });

  it('504: the backend-error text for 5 s, whatever the body says', () => {
    expect(
      describeFailure({ ok: false, kind: 'gateway', status: 504, message: 'Backend service timed out' }, t),
    ).toEqual({
      type: 'notice',
      variant: 'error',
      message: text.gateway,
      autoHideDuration: 5000,
    });
  });

  it('502: the backend-unavailable text for 5 s', () => {
    expect(
      describeFailure({ ok: false, kind: 'unavailable', status: 502, message: 'Backend service unavailable' }, t),
    ).toEqual({
      type: 'notice',
      variant: 'error',
      message: messages.errors.unavailable,
      autoHideDuration: 5000,
    });
  });

  it.each([500, 40301, 40001, 404])('any other failure (%s): the body message as an error for 5 s', (status) => {
    expect(describeFailure({ ok: false, kind: 'error', status, message: `server says ${status}` }, t)).toEqual({
      type: 'notice',
      variant: 'error',
      message: `server says ${status}`,
      autoHideDuration: 5000,
    });
  });

  it('any other failure without a message: the generic text', () => {
    expect(describeFailure({ ok: false, kind: 'error', status: 500 }, t)).toMatchObject({
      variant: 'error',
      message: text.generic,
    });
  });

  it('a notification without a message still says something', () => {
    expect(describeFailure({ ok: false, kind: 'forbidden', status: 403 }, t)).toMatchObject({
      title: text.forbidden,
      message: text.generic,
    });
  });
});

it('messages stay 5 s, notifications 2 s', () => {
  expect(MESSAGE_MS).toBe(5000);
  expect(NOTIFICATION_MS).toBe(2000);
});
