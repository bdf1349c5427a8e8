'use client';

import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PageReply } from '@console/contract/envelope';
import { useApiQuery } from '@/lib/request/query';
import { useLiveTopics } from '@/components/live/live-channel';
import { Deferred } from '@/components/common/deferred';
import { DELETE, EDIT } from '../table/action-looks';
import { actionsColumn } from '../table/actions-column';
import { confirmDialog } from '../dialogs/deferred-dialogs';
import { SearchField } from '../filters/search-field';
import { ScreenToolbar } from '../frame/screen-toolbar';
import { ExportButton } from '../frame/download-button';
import { useServerGridModels } from '../table/server-grid';
import { useWrite } from '../access/use-write';
import { useGranted } from '../access/use-granted';
import { useElementCode, useTableKey } from '../access/page-code';
import type { ResourceScreenDef } from '../screen-defs';
import { gridColumn, rowName, useColumnDicts } from './cells';
import { ResourceFilters } from './resource-filters';
import {
  exportHref,
  missingFilters,
  PAGE_SIZES,
  rangeIsValid,
  sortableFields,
  toApiQuery,
  type ResourceQuery,
} from './resource-query';
import { detailDrawer, linksDialog, resourceDialog, secretReveal } from './deferred-parts';
import { commandActions, CommandConfirm, useRowCommand } from './row-commands';
import { ServiceStatusNote } from './service-status';
import { usePageLinkActions } from './page-links';

type Row = Record<string, unknown> & { id: number };

type Options = {
  def: ResourceScreenDef;
  query: ResourceQuery;
  change: (next: Partial<ResourceQuery>) => void;
  /** The grid's accessible name. */
  label: string;
  /** Live topics whose events make the rows stale. */
  live?: readonly string[];
  /** Values every read filters by and every new row takes (a tree node's rows); not asked for in the form. */
  fixed?: Record<string, number | string>;
  /** Other reads a write makes stale (a tree's counts). */
  alsoInvalidate?: readonly string[];
  /** False while there is nothing to list yet (no tree node chosen). */
  enabled?: boolean;
  /** The add button opens this instead of the one-row form (several rows picked at once). */
  onAdd?: () => void;
};

/**
 * One platform resource as a server-paged, server-sorted grid with its filters, CSV export of what is
 * filtered, add/edit/delete and row commands for the holders of the element codes. Answers the toolbar
 * and the body apart, so a screen places the toolbar in its frame and a pane above its grid.
 */
export function useResourceTable({
  def,
  query,
  change,
  label,
  live,
  fixed,
  alsoInvalidate = [],
  enabled = true,
  onAdd,
}: Options): {
  toolbar: ReactNode;
  body: ReactNode;
  refetch: () => unknown;
} {
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  // A page that needs a filter first (the device of a raw-data page) reads nothing until it has one.
  const missing = useMemo(() => missingFilters(def, query)[0]?.title[locale], [def, query, locale]);
  const valid = rangeIsValid(query) && missing === undefined;
  const apiQuery = { ...toApiQuery(def, query), ...fixed };
  const page = useApiQuery<PageReply<Row>>(
    { path: `${def.api}/page`, query: apiQuery },
    { placeholderData: keepPreviousData, enabled: valid && enabled, staleTime: 0 },
  );
  // A live page read as it comes (its first page, in the platform's order) reads again on every change the platform
  // reports (or after a gap in the stream); one paged or sorted elsewhere keeps its rows still under the reader and
  // says how many changes wait, read on demand.
  const follows = query.page === 1 && query.sort === (def.sort ?? '');
  // Counted against the read they follow: a new read (the refresh, a change of page) starts from none.
  const [changes, setChanges] = useState({ since: 0, count: 0 });
  const read = page.dataUpdatedAt;
  useLiveTopics(live, () =>
    follows ? void page.refetch() : setChanges((c) => ({ since: read, count: (c.since === read ? c.count : 0) + 1 })),
  );
  const waiting = !follows && changes.since === read ? changes.count : 0;
  const sortable = useMemo(() => sortableFields(def), [def]);
  const models = useServerGridModels(query, change, sortable);
  const granted = useGranted();
  const elementCode = useElementCode(def);
  // A page's resources are told apart by their read's last segment (a department and its members).
  const settingsKey = useTableKey(def.api.split('/').pop() ?? 'main');
  const [dialog, setDialog] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const [deleting, setDeleting] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const [detailOf, setDetailOf] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const [linksOf, setLinksOf] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const noun = def.noun[locale];
  const dict = useColumnDicts(def.columns);
  const remove = useWrite<unknown, Row>((row) => ({ path: `${def.api}/${row.id}`, method: 'DELETE' }), {
    success: (_d, row) => t('deleted', { noun, name: rowName(def.columns, def.nameField, row, dict) }),
    invalidate: [def.api, ...alsoInvalidate],
    // A refusal closes the question too: the notice saying why must not sit under a modal that hides it from assistive
    // technology.
    onSettled: () => setDeleting((d) => ({ ...d, open: false })),
  });
  // A secret the platform answered once: held here until its dialog closes, nowhere else.
  const [revealed, setRevealed] = useState<{ name: string; value: string } | null>(null);
  const reveal = useCallback(
    (row: Row, value: string) => setRevealed({ name: rowName(def.columns, def.nameField, row, dict), value }),
    [def, dict],
  );
  const command = useRowCommand(def, locale, reveal);
  const hiddenAtFirst = useMemo(() => def.columns.filter((c) => c.optional).map((c) => c.field), [def]);
  const canEdit = Boolean(def.writes?.update) && granted(elementCode('btn_edit'));

  const name = useCallback((row: Row) => rowName(def.columns, def.nameField, row, dict), [def, dict]);
  const pageLinks = usePageLinkActions<Row>(def, name);
  const columns = useMemo<TableColumn<Row>[]>(() => {
    const words = {
      yes: t('online'),
      no: t('offline'),
      unknown: t('noData'),
      vertices: (n: number) => t('vertexCount', { n }),
      circle: (r: number) => t('circleOf', { r }),
    };
    return [
      ...def.columns
        .filter((c) => !c.hidden && c.type !== 'ref' && !(fixed && c.field in fixed))
        .map((c) => gridColumn<Row>(c, locale, words, dict)),
      ...actionsColumn<Row>(granted, t('actions'), [
        ...(def.detail || def.workflow
          ? [
              {
                icon: ListAltOutlined,
                label: (row: Row) => t('detailOf', { name: name(row) }),
                onClick: (row: Row) => setDetailOf({ open: true, row }),
              },
            ]
          : []),
        ...(def.links
          ? [
              {
                icon: LinkOutlined,
                label: (row: Row) => def.links!.title[locale].replaceAll('{name}', name(row)),
                onClick: (row: Row) => setLinksOf({ open: true, row }),
              },
            ]
          : []),
        ...pageLinks,
        ...commandActions(def, locale, command.ask, dict, elementCode),
        ...(def.writes?.update
          ? [
              {
                ...EDIT,
                code: elementCode('btn_edit'),
                label: (row: Row) => t('editRow', { name: name(row) }),
                onClick: (row: Row) => setDialog({ open: true, row }),
              },
            ]
          : []),
        ...(def.writes?.delete
          ? [
              {
                ...DELETE,
                code: elementCode('btn_del'),
                label: (row: Row) => t('deleteRow', { name: name(row) }),
                onClick: (row: Row) => setDeleting({ open: true, row }),
              },
            ]
          : []),
      ]),
    ];
  }, [def, locale, granted, t, command.ask, fixed, dict, elementCode, name, pageLinks]);

  const toolbar = (
    <ScreenToolbar
      onRefresh={() => page.refetch()}
      add={
        def.writes?.create
          ? {
              code: elementCode('btn_add'),
              label: t('add'),
              onClick: onAdd ?? (() => setDialog({ open: true, row: null })),
            }
          : false
      }
      end={
        <ExportButton
          path={(format) => exportHref(def, query, { ...fixed, format, lang: locale })}
          disabled={!valid}
          label={t('export')}
          formats={{ csv: t('exportCsv'), xlsx: t('exportXlsx') }}
        />
      }
    >
      {def.keyword && (
        <SearchField label={t('keyword')} value={query.keyword} onChange={(keyword) => change({ keyword, page: 1 })} />
      )}
    </ScreenToolbar>
  );

  const body = (
    <>
      {def.note && (
        <Alert severity="info" variant="outlined" sx={{ mb: 1, py: 0 }}>
          {def.note[locale]}
        </Alert>
      )}
      {def.serviceStatus && <ServiceStatusNote status={def.serviceStatus} locale={locale} />}
      <ResourceFilters def={def} query={query} onChange={change} />
      {waiting > 0 && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 1, py: 0 }}
          action={
            <Button color="inherit" size="small" onClick={() => void page.refetch()}>
              {t('liveShow')}
            </Button>
          }
        >
          {t('liveWaiting', { count: waiting })}
        </Alert>
      )}
      <DataTable
        settingsKey={settingsKey}
        rows={valid ? (page.data?.data.rows ?? []) : []}
        columns={columns}
        rowCount={valid ? (page.data?.data.total ?? 0) : 0}
        // A live page reads again on every event: the bar shows for its first read only, not on each refresh.
        loading={page.isFetching && (!live || page.data === undefined)}
        onRowDoubleClick={canEdit ? (row) => setDialog({ open: true, row }) : undefined}
        pageSizeOptions={PAGE_SIZES}
        initialHidden={hiddenAtFirst}
        {...models}
        noRowsLabel={
          missing !== undefined ? t('chooseFirst', { name: missing }) : page.isError ? t('loadFailed') : t('empty')
        }
        aria-label={label}
        sx={{ flex: 1, minHeight: 0, border: 0 }}
      />
      {def.writes && (
        <Deferred
          entry={resourceDialog}
          open={dialog.open}
          props={{
            def,
            open: dialog.open,
            row: dialog.row,
            fixed,
            alsoInvalidate,
            onRevealed: reveal,
            onClose: () => setDialog((d) => ({ ...d, open: false })),
          }}
        />
      )}
      {(def.detail || def.workflow) && (
        <Deferred
          entry={detailDrawer}
          open={detailOf.open}
          props={{
            master: def,
            open: detailOf.open,
            row: detailOf.row,
            onClose: () => setDetailOf((d) => ({ ...d, open: false })),
          }}
        />
      )}
      {def.links && linksOf.row && (
        <Deferred
          entry={linksDialog}
          open={linksOf.open}
          props={{
            def,
            links: def.links,
            open: linksOf.open,
            row: linksOf.row,
            name: rowName(def.columns, def.nameField, linksOf.row, dict),
            onClose: () => setLinksOf((d) => ({ ...d, open: false })),
          }}
        />
      )}
      <CommandConfirm command={command} />
      {def.reveal && revealed && (
        <Deferred
          entry={secretReveal}
          open
          props={{
            open: true,
            title: def.reveal.title[locale].replaceAll('{name}', revealed.name),
            note: def.reveal.note[locale],
            label: def.reveal.label[locale],
            value: revealed.value,
            onClose: () => setRevealed(null),
          }}
        />
      )}
      {deleting.row && (
        <Deferred
          entry={confirmDialog}
          open={deleting.open}
          props={{
            open: deleting.open,
            title: t('deleteTitle', { noun }),
            message: t('deleteConfirm', { noun, name: rowName(def.columns, def.nameField, deleting.row, dict) }),
            confirmLabel: t('delete'),
            danger: true,
            pending: remove.isPending,
            onConfirm: () => remove.mutate(deleting.row!),
            onClose: () => setDeleting((d) => ({ ...d, open: false })),
          }}
        />
      )}
    </>
  );
  return { toolbar, body, refetch: () => page.refetch() };
}
