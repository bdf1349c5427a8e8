'use client';

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Typography from '@mui/material/Typography';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { useLocale, useTranslations } from 'next-intl';
import { type ComponentType, createElement, useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '@/lib/request/query';
import { DELETE, EDIT } from '../table/action-looks';
import { actionsColumn } from '../table/actions-column';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { RowAction } from '../table/row-action';
import { ScreenToolbar } from '../frame/screen-toolbar';
import { useWrite } from '../access/use-write';
import { useGranted } from '../access/use-granted';
import { useElementCode, useScreenCode } from '../access/page-code';
import type { DrawerPanel, ResourceScreenDef } from '../screen-defs';
import { WorkflowConsole } from '../workflow/workflow-console';
import { NO_PRINT, PRINT_AREA, PRINT_TOP, PrintStyles } from '../frame/print';
import { gridColumn, rowName, useColumnDicts } from './cells';
import { ResourceDialog } from './resource-dialog';

type Row = Record<string, unknown> & { id: number };

/** Module panels already loaded: a drawer opened again shows its panel at once. */
const loadedPanels = new WeakMap<DrawerPanel, ComponentType<{ row: Row }>>();

/** A module's part of the drawer, loaded with the first drawer that shows it; its height is kept meanwhile. */
function ModulePanel({ panel, row }: { panel: DrawerPanel; row: Row }) {
  const [loaded, setLoaded] = useState(() => loadedPanels.get(panel));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void panel.load().then((Panel) => {
      loadedPanels.set(panel, Panel);
      if (live) setLoaded(() => Panel);
    });
    return () => void (live = false);
  }, [panel, loaded]);
  return loaded ? createElement(loaded, { row }) : <Box sx={{ height: panel.height ?? 0 }} />;
}

type Props = { master: ResourceScreenDef; row: Row | null; open: boolean; onClose: () => void };

/**
 * A master row's drawer: its closure workflow (state, moves, timeline) when the definition has one, and
 * its detail rows with their own add, edit and delete when it has those.
 */
export function DetailDrawer({ master, row, open, onClose }: Props) {
  const locale = useLocale() as 'zh' | 'en';
  const title =
    `${(master.detail?.title ?? master.workflow!.title)[locale]} · ` +
    `${row ? String(row[master.nameField] ?? '') : ''}`;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          // Printed alone while open (print.tsx): the record, not the list under it.
          className: `${PRINT_AREA} ${PRINT_TOP}`,
          sx: { width: 640, maxWidth: '100%' },
          role: 'dialog',
          'aria-label': title,
        },
      }}
    >
      <PrintStyles />
      <DrawerBody master={master} row={row} open={open} onClose={onClose} title={title} />
    </Drawer>
  );
}

function DrawerBody({ master, row, open, onClose, title }: Props & { title: string }) {
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const dict = useColumnDicts(master.columns);
  const screen = useScreenCode(master);
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', height: master.workflow ? 'auto' : '100%', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <Box className={NO_PRINT} sx={{ display: 'flex' }}>
          <RowAction label={t('print')} onClick={() => window.print()}>
            <PrintOutlined fontSize="small" />
          </RowAction>
          <RowAction label={t('close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </RowAction>
        </Box>
      </Box>
      {master.panel && row && open && <ModulePanel panel={master.panel} row={row} />}
      {master.workflow && !master.detail && row && open && <RowSummary master={master} row={row} locale={locale} />}
      {master.detail && <DetailRows master={master} row={row} open={open} />}
      {master.workflow && row && open && (
        <WorkflowConsole
          api={master.api}
          screen={screen}
          workflow={master.workflow}
          id={row.id}
          name={rowName(master.columns, master.nameField, row, dict)}
        />
      )}
    </Box>
  );
}

/** The record's fields as a description list (a record without detail rows), read afresh so a move shows at once. */
function RowSummary({ master, row: listed, locale }: { master: ResourceScreenDef; row: Row; locale: 'zh' | 'en' }) {
  // The same read as the workflow console's (one request): the list's row is a snapshot.
  const fresh = useApiQuery<{ data: Row }>({ path: `${master.api}/${listed.id}` }, { staleTime: 0 });
  const row = fresh.data?.data ?? listed;
  const dict = useColumnDicts(master.columns);
  const shown = master.columns.filter(
    (c) => !c.hidden && c.type !== 'ref' && row[c.field] !== undefined && row[c.field] !== null && row[c.field] !== '',
  );
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {shown.map((c) => (
        <Box key={c.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {c.title[locale]}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {c.type === 'enum' ? dict.label(c.dict, row[c.field]) : String(row[c.field])}
            {c.unit ? ` ${c.unit}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function DetailRows({ master, row, open }: { master: ResourceScreenDef; row: Row | null; open: boolean }) {
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const granted = useGranted();
  const detail = master.detail!;
  const def = detail.def;
  const elementCode = useElementCode(def);
  const parentId = row?.id ?? 0;
  const rows = useApiQuery<Row[]>(
    { path: `${def.api}/all`, query: { [detail.parentField]: parentId } },
    { enabled: open && parentId > 0, staleTime: 0 },
  );
  const [dialog, setDialog] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const [deleting, setDeleting] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const noun = def.noun[locale];
  const dict = useColumnDicts(def.columns);
  const label = (r: Row) => rowName(def.columns, def.nameField, r, dict);
  const remove = useWrite<unknown, Row>((r) => ({ path: `${def.api}/${r.id}`, method: 'DELETE' }), {
    success: (_d, r) => t('deleted', { noun, name: label(r) }),
    invalidate: [def.api, master.api],
    onSettled: () => setDeleting((d) => ({ ...d, open: false })),
  });
  const fixed = useMemo(() => ({ [detail.parentField]: parentId }), [detail.parentField, parentId]);

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
        .filter((c) => !c.hidden && c.type !== 'ref' && c.field !== detail.parentField)
        .map((c) => gridColumn<Row>(c, locale, words, dict)),
      ...actionsColumn<Row>(granted, t('actions'), [
        ...(def.writes?.update
          ? [
              {
                ...EDIT,
                code: elementCode('btn_edit'),
                label: (r: Row) => t('editRow', { name: label(r) }),
                onClick: (r: Row) => setDialog({ open: true, row: r }),
              },
            ]
          : []),
        ...(def.writes?.delete
          ? [
              {
                ...DELETE,
                code: elementCode('btn_del'),
                label: (r: Row) => t('deleteRow', { name: label(r) }),
                onClick: (r: Row) => setDeleting({ open: true, row: r }),
              },
            ]
          : []),
      ]),
    ];
    // `label` only reads def.nameField.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, detail.parentField, locale, granted, t, dict]);

  return (
    <>
      <Box className={NO_PRINT} sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <ScreenToolbar
          onRefresh={() => rows.refetch()}
          print={false}
          add={
            def.writes?.create
              ? {
                  code: elementCode('btn_add'),
                  label: t('add'),
                  onClick: () => setDialog({ open: true, row: null }),
                }
              : false
          }
        />
      </Box>
      <DataTable
        rows={rows.data ?? []}
        columns={columns}
        loading={rows.isFetching}
        hideFooter
        noRowsLabel={rows.isError ? t('loadFailed') : t('empty')}
        aria-label={detail.title[locale]}
        // Beside a workflow the drawer scrolls, so the grid takes a height of its own.
        sx={
          master.workflow || detail.panel
            ? { height: 380, flex: 'none', border: 0 }
            : { flex: 1, minHeight: 200, border: 0 }
        }
      />
      {detail.panel && open && row && parentId > 0 && <ModulePanel panel={detail.panel} row={row} />}
      <ResourceDialog
        def={def}
        open={dialog.open}
        row={dialog.row}
        fixed={fixed}
        alsoInvalidate={[master.api]}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      {deleting.row && (
        <ConfirmDialog
          open={deleting.open}
          title={t('deleteTitle', { noun })}
          message={t('deleteConfirm', { noun, name: label(deleting.row) })}
          confirmLabel={t('delete')}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.row!)}
          onClose={() => setDeleting((d) => ({ ...d, open: false }))}
        />
      )}
    </>
  );
}
