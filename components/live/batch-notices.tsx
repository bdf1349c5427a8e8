'use client';

import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { noticeTopics } from '@/lib/routes/topics';
import { enqueueSnackbar } from '@/components/request/notices';
import { useShellData } from '@/components/shell/shell-context';
import { pagePathOfCode } from '@/lib/routes/lookup';
import { useLiveTopics } from './live-channel';

type BatchEvent = { id?: number; guid?: string; plantType?: string; plantCode?: string; level?: number; t?: string };

const pagesByTopic = new Map(Object.entries(noticeTopics).map(([code, topic]) => [topic, code]));

/**
 * A level-3 batch (it needs headquarters' review) notifies everyone who holds its
 * plant type's query page, whatever they are doing; the notice links to that page. Mounted once by
 * the shell, inside the live channel that always asks for these topics.
 */
export function BatchNotices() {
  const t = useTranslations('live');
  const { titles } = useShellData();
  const held = Object.entries(noticeTopics).flatMap(([code, topic]) => (titles[code] ? [topic] : []));
  // A burst (a catch-up after a reconnect, a fast-forwarded clock) is one notice per topic, not a storm.
  const pending = useRef(new Map<string, BatchEvent[]>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    for (const [topic, batches] of pending.current) {
      const newest = batches[batches.length - 1]!;
      const code = pagesByTopic.get(topic);
      const path = code ? pagePathOfCode(code) : undefined;
      const values = {
        plant: newest.plantCode ?? '',
        guid: newest.guid ?? '',
        time: newest.t ?? '',
        count: batches.length,
      };
      enqueueSnackbar(
        <>
          {batches.length === 1 ? t('batchLevel3', values) : t('batchesLevel3', values)}
          {path && (
            <>
              {' '}
              <Link component={NextLink} href={path}>
                {t('openQuery', { page: titles[code!] ?? '' })}
              </Link>
            </>
          )}
        </>,
        { variant: 'error', title: t('batchLevel3Title'), autoHideDuration: 15_000, key: `batch-${newest.id}` },
      );
    }
    pending.current.clear();
  };
  useLiveTopics(held, (data, event) => {
    const batch = data as BatchEvent | undefined;
    if (event === 'reset' || !batch || batch.level !== 3) return;
    pending.current.set(event, [...(pending.current.get(event) ?? []), batch]);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, 1000);
  });
  return null;
}
