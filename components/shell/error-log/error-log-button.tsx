'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { installErrorCapture } from './capture';
import { getErrors, getServerErrors, subscribeErrors } from './error-store';

// The button (Badge, icon, tooltip) and its dialog are loaded when the log first holds an error:
// most pages never show it, so the shell does not ship it.
const ErrorLogBadge = dynamic(() => import('./error-log-badge').then((m) => m.ErrorLogBadge), { ssr: false });

/** A bug button with the count, shown only while the log holds errors. Mounting it installs the capture. */
export function ErrorLogButton() {
  const errors = useSyncExternalStore(subscribeErrors, getErrors, getServerErrors);
  useEffect(() => installErrorCapture(), []);
  return errors.length === 0 ? null : <ErrorLogBadge errors={errors} />;
}
