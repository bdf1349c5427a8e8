'use client';

import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { enqueueSnackbar } from '@/components/request/notices';
import { dictLookup, type DictLocale } from '@/lib/dict/labels';
import { loadDictType } from '@/lib/dict/use-dict';
import { noticeFigures, type AlarmEvent } from './notice-text';
import { alarmSource } from './source-link';
import { BASE_PATH } from '@/lib/public-env';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Level-3 alarms that just arrived, told at once: a snackbar linking to the source page of the newest and, when the
 * reader has allowed it and the console is in the background, a desktop notification. Loaded with the first such
 * alarm, so every page's first load carries only the bell.
 */
export async function alertLevel3(
  alarms: readonly AlarmEvent[],
  { t, locale, titles }: { t: Translate; locale: string; titles: Readonly<Record<string, string>> },
): Promise<void> {
  const newest = alarms[alarms.length - 1];
  if (!newest) return;
  const types = dictLookup({ alarmType: await loadDictType('alarmType').catch(() => []) }, locale as DictLocale);
  const figures = noticeFigures(newest, locale, (type) => t(`unit.${type}`));
  const line = [types.label('alarmType', newest.type) || newest.type, newest.deviceCode, newest.place]
    .filter(Boolean)
    .join(' · ');
  const text =
    alarms.length === 1
      ? figures
        ? t('level3One', { line, figures: t('figures', figures) })
        : line
      : t('level3Many', { count: alarms.length, line });
  const source = alarmSource(newest, titles);
  enqueueSnackbar(
    <>
      {text}
      {source && (
        <>
          {' '}
          <Link component={NextLink} href={source.href}>
            {t('openSource', { page: titles[source.code] ?? '' })}
          </Link>
        </>
      )}
    </>,
    { variant: 'error', title: t('level3Title'), autoHideDuration: 15_000, key: `alarm-${newest.id}` },
  );
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  // Every tab of the browser hears the alarm; the tag makes their notifications one.
  const notification = new Notification(t('level3Title'), { body: text, tag: `alarm-${newest.id}` });
  notification.onclick = () => {
    window.focus();
    // A full navigation from a notification of a background tab: the base path is the page's to add.
    const target = source ? BASE_PATH + source.href : undefined;
    if (target) window.location.assign(target);
    notification.close();
  };
}
