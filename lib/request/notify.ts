import type { FailureReport } from './request';

/** How long the two kinds of notice stay: error messages 5 s, notifications (with a title) 2 s. */
export const MESSAGE_MS = 5_000;
export const NOTIFICATION_MS = 2_000;

export type ErrorTextKey = 'timeout' | 'gateway' | 'unavailable' | 'generic' | 'forbiddenTitle' | 'failedTitle';

export type Notice = {
  variant: 'error' | 'warning';
  /** Notifications carry a title; plain messages do not. */
  title?: string;
  message: string;
  autoHideDuration: number;
};

/** What the UI shows for a failure: the single log-out confirmation, or one notice. */
export type FailureDisplay = { type: 'logout' } | ({ type: 'notice' } & Notice);

/** The error catalogue's rows (docs/architecture.md), given the `errors` translator. Pure: unit-tested row by row. */
export function describeFailure(failure: FailureReport, t: (key: ErrorTextKey) => string): FailureDisplay {
  const said = failure.message ?? t('generic');
  const message = (text: string): FailureDisplay => ({
    type: 'notice',
    variant: 'error',
    message: text,
    autoHideDuration: MESSAGE_MS,
  });
  const notification = (title: string): FailureDisplay => ({
    type: 'notice',
    variant: 'warning',
    title,
    message: said,
    autoHideDuration: NOTIFICATION_MS,
  });
  switch (failure.kind) {
    case 'logout':
      return { type: 'logout' };
    case 'forbidden':
      return notification(t('forbiddenTitle'));
    case 'business':
      return notification(t('failedTitle'));
    case 'timeout':
      return message(t('timeout'));
    case 'gateway':
      return message(t('gateway'));
    case 'unavailable':
      return message(t('unavailable'));
    case 'error':
      return message(said);
  }
}
