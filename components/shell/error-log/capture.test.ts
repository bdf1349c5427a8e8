/** @jest-environment jsdom */
import { installErrorCapture, reportRenderError } from './capture';
import { clearErrors, getErrors, subscribeErrors } from './error-store';

let consoleError: jest.SpyInstance;
// jsdom (and so Jest) treats an error event nobody prevents as a failure of the test.
const swallow = (event: Event) => event.preventDefault();
beforeEach(() => {
  clearErrors();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.addEventListener('error', swallow);
});
afterEach(() => {
  consoleError.mockRestore();
  window.removeEventListener('error', swallow);
});

describe('error log', () => {
  it('collects window errors and unhandled rejections, and writes them to the console', () => {
    const uninstall = installErrorCapture();
    const boom = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'nope';
    window.dispatchEvent(rejection);
    uninstall();

    const [first, second] = getErrors();
    expect(first).toMatchObject({ message: 'boom', info: 'window.onerror', url: window.location.href });
    expect(first.stack).toContain('boom');
    expect(second).toMatchObject({ message: 'nope', info: 'unhandledrejection', stack: '' });
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('shares one pair of listeners between installs and stops after the last uninstall', () => {
    const a = installErrorCapture();
    const b = installErrorCapture();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('once') }));
    expect(getErrors()).toHaveLength(1);
    a();
    a();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('still') }));
    expect(getErrors()).toHaveLength(2);
    b();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('gone') }));
    expect(getErrors()).toHaveLength(2);
  });

  it('takes render errors from boundaries with their component stack', () => {
    reportRenderError(new Error('render'), { componentStack: '\n    at Screen' });
    reportRenderError(new Error('server'), { digest: '123' });
    expect(getErrors().map((e) => e.info)).toEqual(['at Screen', 'digest 123']);
  });

  it('notifies subscribers and clears', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeErrors(listener);
    reportRenderError('plain string');
    expect(getErrors()[0].message).toBe('plain string');
    clearErrors();
    expect(getErrors()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('exposes no test hook unless built with NEXT_PUBLIC_E2E_HOOKS=1', () => {
    const uninstall = installErrorCapture();
    expect(window.__consoleThrow).toBeUndefined();
    uninstall();
  });
});
