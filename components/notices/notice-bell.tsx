'use client';

import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { anyAlarmAudience } from '@console/contract/quality/audience';
import { Hint } from '@/components/common/hint';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import { useLiveTopics } from '@/components/live/live-channel';
import { useShellData } from '@/components/shell/shell-context';
import { request } from '@/lib/request/request';
import { type AlarmEvent, alarmEvent, badgeText, level3ToTell, NOTICE_API } from './notice-text';
import type { Unread } from './notice-panel';

// The list loads with the first opening: every page's first load carries only the bell.
const panel = onDemand(() => import('./notice-panel').then((m) => m.NoticePanel));

// Loaded with the first level-3 alarm.
const level3Alert = () => import('./level3-alert').then((m) => m.alertLevel3);

/**
 * Alarms come in bursts (a catch-up after a reconnect arrives within milliseconds): one count read per burst, soon
 * enough that a new alarm is counted within about a second of the platform publishing it.
 */
const SETTLE_MS = 250;

/**
 * The notification centre's bell: the reader's unread alarms (kept per user by the platform, so the count follows
 * them to another browser), raised by every alarm the live channel brings. Shown to those who hear some alarm.
 */
export function NoticeBell() {
  const t = useTranslations('notices');
  const locale = useLocale();
  const { titles } = useShellData();
  const hears = anyAlarmAudience.some((code) => titles[code]);
  const [unread, setUnread] = useState<Unread | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changes, setChanges] = useState(0);
  const [Panel, wantPanel] = useOnDemand(panel);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const burst = useRef<AlarmEvent[]>([]);
  const told = useRef(new Set<number>());

  const readCount = useCallback(() => {
    request<{ data: { unread: Unread } }>(NOTICE_API, { query: { limit: 1 }, report: false })
      .then((body) => setUnread(body.data.unread))
      .catch(() => undefined); // the count waits for the next alarm or opening; the list reports its own failure
  }, []);
  useEffect(() => {
    if (hears) readCount();
    return () => clearTimeout(timer.current);
  }, [hears, readCount]);
  useLiveTopics(hears ? ['alarm'] : undefined, (data, event) => {
    const alarm = event === 'alarm' ? alarmEvent(data) : null;
    if (alarm) burst.current.push(alarm);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      readCount();
      setChanges((n) => n + 1);
      const tell = level3ToTell(burst.current, told.current);
      burst.current = [];
      if (tell.length === 0) return;
      tell.forEach((a) => told.current.add(a.id));
      void level3Alert()
        .then((alert) => alert(tell, { t: t as (key: string) => string, locale, titles }))
        .catch(() => undefined); // the bell's count and list still say it
    }, SETTLE_MS);
  });

  if (!hears) return null;
  const count = unread?.total ?? 0;
  // The name carries the badge's own text (99+), as what is seen must be in what is heard.
  const label = count > 0 ? t('openUnread', { count: badgeText(count) }) : t('open');
  return (
    <>
      <Hint title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          data-testid="notice-bell"
          data-unread={count}
          onClick={(e) => {
            wantPanel();
            setAnchor(e.currentTarget);
          }}
        >
          <Badge
            // No text at all at zero: what the button shows stays part of its name.
            badgeContent={count > 0 ? badgeText(count) : undefined}
            invisible={count === 0}
            color={unread && unread.level3 > 0 ? 'error' : 'warning'}
            data-testid="notice-count"
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Hint>
      {Panel && (
        <Panel anchor={anchor} onClose={() => setAnchor(null)} unread={unread} onUnread={setUnread} changes={changes} />
      )}
    </>
  );
}
