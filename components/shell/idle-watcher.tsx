'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { logOut } from '@/lib/request/log-out';
import { request } from '@/lib/request/request';
import { idlePhase, type IdleSettings } from '@/lib/shell/idle';
import { openSessionChannel, type SessionChannel } from '@/lib/shell/session-channel';

// The dialog is loaded the first time the warning shows (most sessions never see it).
const IdleDialog = dynamic(() => import('./idle-dialog').then((m) => m.IdleDialog), { ssr: false });

/** Activity is told to the other tabs at most this often (plus once after the last of a burst). */
const SHARE_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The idle warning: after `timeoutMs` without activity in any tab of this console the
 * user is logged out as on a 40101 (no question asked: nobody is there to answer); `warningMs`
 * before that a dialog counts down and offers to stay (the token is refreshed) or to log out.
 */
export function IdleWatcher({ timeoutMs, warningMs }: IdleSettings) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  if (remaining !== null && !shown) setShown(true);
  const last = useRef(0);
  const warning = useRef(false);
  const ended = useRef(false);
  const channel = useRef<SessionChannel | null>(null);
  const share = useRef({ at: 0, timer: 0 as ReturnType<typeof setTimeout> | 0 });

  useEffect(() => {
    const settings = { timeoutMs, warningMs };
    if (timeoutMs <= 0) return;
    last.current = Date.now();
    const shared = share.current; // the one object the ref ever holds, for the cleanup below

    const evaluate = () => {
      if (ended.current) return;
      const phase = idlePhase(Date.now(), last.current, settings);
      if (phase.phase === 'expired') {
        ended.current = true;
        setRemaining(0);
        void logOut({ ask: false });
      } else if (phase.phase === 'warning') {
        warning.current = true;
        setRemaining(phase.remainingMs);
      } else {
        warning.current = false;
        setRemaining(null);
      }
    };

    const post = () => {
      share.current.at = Date.now();
      channel.current?.post({ type: 'activity', at: last.current });
    };

    const onActivity = () => {
      // While the warning shows, only an answer counts: a stray mouse move must not hide it.
      if (warning.current || ended.current) return;
      last.current = Date.now();
      const since = last.current - share.current.at;
      if (since >= SHARE_EVERY_MS) post();
      else if (!share.current.timer)
        share.current.timer = setTimeout(() => {
          share.current.timer = 0;
          post();
        }, SHARE_EVERY_MS - since);
    };

    channel.current = openSessionChannel((message) => {
      if (message.type !== 'activity' || message.at <= last.current) return;
      last.current = Math.min(message.at, Date.now());
      evaluate();
    });
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    const tick = setInterval(evaluate, 1000);
    return () => {
      clearInterval(tick);
      if (shared.timer) clearTimeout(shared.timer);
      shared.timer = 0;
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      channel.current?.close();
      channel.current = null;
    };
  }, [timeoutMs, warningMs]);

  const stay = async () => {
    setBusy(true);
    try {
      // Best effort: a refused refresh is shown by the request layer (40101: the log-out dialog).
      await request('/api/auth/jwt/refresh', { method: 'GET' });
    } catch {
      // shown already; the user is here all the same, so the clock restarts
    } finally {
      setBusy(false);
    }
    if (ended.current) return;
    last.current = Date.now();
    warning.current = false;
    setRemaining(null);
    share.current.at = Date.now();
    channel.current?.post({ type: 'activity', at: last.current });
  };

  const leave = async () => {
    setBusy(true);
    if (!(await logOut())) setBusy(false);
  };

  return shown ? <IdleDialog remaining={remaining} busy={busy} stay={stay} leave={leave} /> : null;
}
