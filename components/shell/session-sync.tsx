'use client';

import { useEffect } from 'react';
import { openSessionChannel } from '@/lib/shell/session-channel';
import { isLeaving, leaveWithoutAsking } from '@/lib/shell/unsaved-work';

/**
 * Keeps the browser tabs of one console on one session: a log-out in any tab sends the others
 * to /login, and a console page showing a new sign-in makes the tabs holding none (the sign-in
 * page) or another one reload into it. `sid` is the session's random id, null on the sign-in page.
 * A reload is enough either way: the gate and the pages decide where it lands.
 */
export function SessionSync({ sid }: { sid: string | null }) {
  useEffect(() => {
    const leave = () => {
      if (isLeaving()) return; // this tab is already going (its own log-out, say)
      leaveWithoutAsking(); // the session is gone or replaced: unsaved input cannot be kept
      window.location.reload();
    };
    const channel = openSessionChannel((message) => {
      if (message.type === 'signed-out' && sid) leave();
      else if (message.type === 'session' && message.sid !== sid) leave();
    });
    if (sid) channel.post({ type: 'session', sid });
    return () => channel.close();
  }, [sid]);
  return null;
}
