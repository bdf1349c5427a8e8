'use client';

import { WATERMARK_API, type Watermark as Setting } from '@console/contract/admin/watermark';
import { useEffect, useState } from 'react';
import { request } from '@/lib/request/request';
import { mountWatermark, watermarkMinute } from '@/lib/shell/watermark-layer';
import { useShellData } from './shell-context';

/** Told by the watermark dialog after a save, so this tab shows the change at once (others on their next read). */
export const WATERMARK_CHANGED = 'console:watermark';

const READ_EVERY_MS = 5 * 60_000;
const READ_ON_FOCUS_AFTER_MS = 10_000;

async function readSetting(): Promise<Setting | null> {
  try {
    const body = await request<{ data?: { enabled?: unknown; text?: unknown } }>(WATERMARK_API, { report: false });
    const { enabled, text } = body.data ?? {};
    return typeof enabled === 'boolean' ? { enabled, text: typeof text === 'string' ? text : '' } : null;
  } catch {
    // A platform without the setting, or a failed read: as it was.
    return null;
  }
}

/**
 * The administrator's watermark over every signed-in screen: the reader's name and account, the minute, and the
 * setting's own line. Read when the console opens, every five minutes, when the window comes back to the front
 * and when this tab's administrator saves it.
 */
export function Watermark() {
  const { user } = useShellData();
  const [setting, setSetting] = useState<Setting | null>(null);

  useEffect(() => {
    let readAt = 0;
    let alive = true;
    const read = () => {
      readAt = Date.now();
      void readSetting().then((next) => {
        if (alive && next) setSetting((old) => (old?.enabled === next.enabled && old.text === next.text ? old : next));
      });
    };
    const onFocus = () => {
      if (Date.now() - readAt > READ_ON_FOCUS_AFTER_MS) read();
    };
    read();
    const timer = setInterval(read, READ_EVERY_MS);
    window.addEventListener('focus', onFocus);
    window.addEventListener(WATERMARK_CHANGED, read);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(WATERMARK_CHANGED, read);
    };
  }, []);

  useEffect(() => {
    if (!setting?.enabled) return;
    const lines = () => [
      `${user.name} ${user.username}`,
      watermarkMinute(new Date()),
      ...(setting.text ? [setting.text] : []),
    ];
    const layer = mountWatermark(lines());
    const timer = setInterval(() => layer.update(lines()), 20_000);
    return () => {
      clearInterval(timer);
      layer.remove();
    };
  }, [setting, user.name, user.username]);

  return null;
}
