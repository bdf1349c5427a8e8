'use client';

import DesktopIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { alarmAck, problemDomainOf } from '@console/contract/quality/pdca-groups';
import type { unreadCounts } from '@console/contract/quality/reads';
import { visuallyHidden } from '@/components/common/visually-hidden';
import { useGranted } from '@/components/kit/access/use-granted';
import { useShellData } from '@/components/shell/shell-context';
import { dictLookup, type DictLocale, type DictValue } from '@/lib/dict/labels';
import { loadDictType } from '@/lib/dict/use-dict';
import { request } from '@/lib/request/request';
import { NOTICE_API, type NoticeRow, noticeFigures } from './notice-text';
import { alarmSource } from './source-link';

export type Unread = z.infer<typeof unreadCounts>;

const PAGE = 20;
const levelColour = { 1: 'info.main', 2: 'warning.main', 3: 'error.main' } as const;

type Filter = { level: 0 | 1 | 2 | 3; unread: boolean };
type Listing = { rows: NoticeRow[]; total: number } | 'failed' | null;

/**
 * The notification centre's list: the alarms the reader hears, newest first, by level or unread only; an item opens
 * the page of its source (the first of its source pages the reader holds) and counts as read; all read at once.
 */
export function NoticePanel({
  anchor,
  onClose,
  unread,
  onUnread,
  changes,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  unread: Unread | null;
  onUnread: (unread: Unread) => void;
  changes: number;
}) {
  const t = useTranslations('notices');
  const locale = useLocale();
  const router = useRouter();
  const { titles } = useShellData();
  const granted = useGranted();
  const [acking, setAcking] = useState<number | null>(null);
  // The shell has no query cache (the screens bring theirs): the type names are read once per panel.
  const [typeValues, setTypeValues] = useState<DictValue[] | undefined>(undefined);
  useEffect(() => {
    loadDictType('alarmType').then(setTypeValues, () => setTypeValues([]));
  }, []);
  const types = dictLookup({ alarmType: typeValues }, locale as DictLocale);
  const [filter, setFilter] = useState<Filter>({ level: 0, unread: false });
  const [listing, setListing] = useState<Listing>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const open = Boolean(anchor);
  // Whether level-3 alarms may also come as desktop notifications (level3-alert.tsx): the browser's answer.
  const [desktop, setDesktop] = useState<NotificationPermission | 'unsupported'>(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );

  const load = useCallback(
    (limit: number) => {
      const ask = ++asked.current;
      request<{ data: { rows: NoticeRow[]; total: number; unread: Unread } }>(NOTICE_API, {
        query: { limit, level: filter.level || undefined, unread: filter.unread ? 1 : undefined },
        report: false,
      })
        .then((body) => {
          if (ask !== asked.current) return;
          setListing({ rows: body.data.rows, total: body.data.total });
          onUnread(body.data.unread);
        })
        .catch(() => ask === asked.current && setListing('failed'))
        .finally(() => ask === asked.current && setBusy(false));
    },
    [filter, onUnread, setBusy, setListing],
  );
  const shown = listing && listing !== 'failed' ? listing.rows.length : 0;
  // Opened, filtered, or new alarms while open: the first page (or as many as were shown) afresh.
  useEffect(() => {
    if (open) load(Math.max(PAGE, Math.ceil(shown / PAGE) * PAGE));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is read, not followed
  }, [open, load, changes]);

  const markRead = async (ids: number[]) => {
    const body = await request<{ data: { unread: Unread } }>('/api/pdca/notice/read', {
      method: 'POST',
      body: { ids },
    });
    onUnread(body.data.unread);
  };
  const openRow = async (row: NoticeRow) => {
    const source = alarmSource(row, titles);
    if (!row.read) await markRead([row.id]).catch(() => undefined);
    onClose();
    if (source) router.push(source.href);
  };
  // Acknowledged in place: the row shows who and when at once, the rest of the list stays where it is. Whoever
  // acknowledges an alarm has seen it: it is read for them as well.
  const acknowledge = async (row: NoticeRow) => {
    setAcking(row.id);
    try {
      const body = await request<{ data: { ackAt: string; ackBy: string } }>(
        alarmAck[problemDomainOf(row.domain)].path,
        { method: 'POST', body: { id: row.id } },
      );
      const update = (change: Partial<NoticeRow>) =>
        setListing((l) =>
          l && l !== 'failed' ? { ...l, rows: l.rows.map((r) => (r.id === row.id ? { ...r, ...change } : r)) } : l,
        );
      update(body.data);
      // Shown as read only once the platform has it so: a failed mark leaves the dot and the count as they are.
      if (
        !row.read &&
        (await markRead([row.id]).then(
          () => true,
          () => false,
        ))
      )
        update({ read: true });
    } catch {
      // shown by the request layer; a refusal that says someone else acknowledged it: the list afresh
      load(Math.max(PAGE, shown));
    } finally {
      setAcking(null);
    }
  };
  const markAll = async () => {
    const body = await request<{ data: { unread: Unread } }>('/api/pdca/notice/readAll', { method: 'POST' });
    onUnread(body.data.unread);
    load(Math.max(PAGE, shown));
  };

  const levels = [0, 3, 2, 1] as const;
  const countOf = (level: 0 | 1 | 2 | 3) =>
    unread ? (level === 0 ? unread.total : unread[`level${level}` as const]) : 0;
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('title'),
          sx: { width: 'min(420px, calc(100vw - 16px))', maxHeight: 'min(640px, 80vh)', display: 'flex' },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }} data-testid="notice-panel">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          <Button size="small" onClick={() => void markAll()} disabled={!unread || unread.total === 0}>
            {t('markAll')}
          </Button>
        </Box>
        <Box role="group" aria-label={t('filter')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1 }}>
          {levels.map((level) => (
            <Button
              key={level}
              size="small"
              variant={filter.level === level ? 'contained' : 'outlined'}
              aria-pressed={filter.level === level}
              onClick={() => setFilter((f) => ({ ...f, level }))}
              sx={{ minWidth: 0, minHeight: 36 }}
            >
              {level === 0 ? t('all') : t('level', { level })}
              {countOf(level) > 0 ? ` ${countOf(level)}` : ''}
            </Button>
          ))}
          <Button
            size="small"
            variant={filter.unread ? 'contained' : 'outlined'}
            aria-pressed={filter.unread}
            onClick={() => setFilter((f) => ({ ...f, unread: !f.unread }))}
            sx={{ minHeight: 36 }}
          >
            {t('unreadOnly')}
          </Button>
        </Box>
        <Box sx={{ overflow: 'auto', flex: 1, minHeight: 120, borderTop: 1, borderColor: 'divider' }}>
          {listing === null ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={24} aria-label={t('loading')} />
            </Box>
          ) : listing === 'failed' ? (
            <Box role="alert" sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="body2">{t('failed')}</Typography>
              <Button size="small" onClick={() => load(PAGE)}>
                {t('retry')}
              </Button>
            </Box>
          ) : listing.rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {filter.unread ? t('noneUnread') : t('none')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('title')}>
              {listing.rows.map((row) => {
                const figures = noticeFigures(row, locale, (type) => t(`unit.${type}` as 'unit.overSpeed'));
                const canAck = !row.ackAt && granted(alarmAck[problemDomainOf(row.domain)].element);
                return (
                  <ListItem
                    key={row.id}
                    disablePadding
                    secondaryAction={
                      canAck ? (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={acking === row.id}
                          onClick={() => void acknowledge(row)}
                          aria-label={t('ackOne', { alarm: row.alarmNo })}
                          sx={{ minWidth: 0, minHeight: 36 }}
                        >
                          {t('ack')}
                        </Button>
                      ) : undefined
                    }
                    sx={{ '& .MuiListItemSecondaryAction-root': { top: 12, transform: 'none' } }}
                  >
                    <ListItemButton
                      onClick={() => void openRow(row)}
                      data-testid="notice-item"
                      data-read={row.read ? '1' : '0'}
                      sx={{
                        alignItems: 'flex-start',
                        gap: 1.25,
                        py: 1,
                        borderBottom: 1,
                        borderColor: 'divider',
                        // room for the acknowledge button beside the text, in either language
                        ...(canAck ? { pr: locale === 'en' ? 15 : 10 } : {}),
                      }}
                    >
                      <Box
                        aria-hidden
                        sx={{
                          mt: 0.75,
                          width: 8,
                          height: 8,
                          flex: 'none',
                          borderRadius: '50%',
                          bgcolor: row.read ? 'transparent' : levelColour[row.level as 1 | 2 | 3],
                          border: 2,
                          borderColor: levelColour[row.level as 1 | 2 | 3],
                        }}
                      />
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography variant="body2" sx={{ fontWeight: row.read ? 400 : 600 }}>
                          {t('level', { level: row.level })} · {types.label('alarmType', row.type) || row.type}
                          {row.deviceCode ? ` · ${row.deviceCode}` : ''}
                          {!row.read && (
                            <Box component="span" sx={visuallyHidden}>
                              {' '}
                              ({t('unread')})
                            </Box>
                          )}
                        </Typography>
                        {figures && (
                          <Typography variant="body2" color="text.secondary">
                            {t('figures', figures)}
                          </Typography>
                        )}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {[
                            row.place,
                            row.t,
                            row.ackAt ? t('acked', { name: row.ackBy ?? '', time: row.ackAt }) : null,
                            row.clearedAt ? t('cleared', { time: row.clearedAt }) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                      </Box>
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
        {listing && listing !== 'failed' && listing.rows.length < listing.total && (
          <Box sx={{ p: 1, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            <Button
              size="small"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                load(listing.rows.length + PAGE);
              }}
            >
              {t('more', { shown: listing.rows.length, total: listing.total })}
            </Button>
          </Box>
        )}
        {desktop !== 'unsupported' && (
          <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
            {desktop === 'default' ? (
              <Button
                size="small"
                startIcon={<DesktopIcon />}
                onClick={() => void Notification.requestPermission().then(setDesktop, () => undefined)}
              >
                {t('desktopAsk')}
              </Button>
            ) : (
              <Typography variant="caption" color="text.secondary" component="p">
                {t(desktop === 'granted' ? 'desktopOn' : 'desktopBlocked')}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Popover>
  );
}
