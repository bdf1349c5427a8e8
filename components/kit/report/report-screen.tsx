'use client';

import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ReportTable } from '@/lib/platform/reports';
import { useApiQuery } from '@/lib/request/query';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '../frame/screen-frame';
import { ScreenToolbar } from '../frame/screen-toolbar';
import { DownloadButton } from '../frame/download-button';
import { codecFor } from '../filters/url-codec';
import { useUrlState } from '../filters/use-url-state';
import type { ReportFilterDef, ReportScreenDef } from '../screen-defs';
import { ReportTableView } from './report-table';
import { reportQuery } from './report-view';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';
import { PrintStyles } from '../frame/print';

type Row = Record<string, unknown>;

function useChoices(api: string | undefined, label: readonly string[]) {
  const rows = useApiQuery<Row[]>({ path: `${api ?? ''}/all` }, { enabled: Boolean(api), staleTime: 30_000 });
  return {
    rows: rows.data ?? [],
    choices: (rows.data ?? []).map((row) => ({
      value: String(row.id),
      label: label
        .map((f) => row[f])
        .filter((p) => p !== null && p !== undefined && p !== '')
        .join(' · '),
    })),
  };
}

function RefFilter({
  filter,
  value,
  disabled,
  onChange,
  all,
}: {
  filter: ReportFilterDef & { kind: 'ref' };
  value: string;
  disabled: boolean;
  onChange: (v: string) => void;
  all: string;
}) {
  const locale = useLocale() as 'zh' | 'en';
  const { choices } = useChoices(filter.ref.api, filter.ref.label);
  return (
    <ChoiceField
      label={filter.title[locale]}
      value={choices.some((c) => c.value === value) ? value : ''}
      choices={choices}
      emptyLabel={all}
      displayEmpty
      disabled={disabled}
      onChange={onChange}
      sx={{ width: 220 }}
    />
  );
}

/**
 * The screen kit's report page: conditions (a saved one, or the type and filters with dates) in the URL,
 * the platform's report drawn as it prints, the print view and the CSV and .xlsx downloads of the same
 * table. PDF is the browser's "save as PDF" of the print view.
 */
export function ReportScreen({ path, match, def }: ScreenProps & { def: ReportScreenDef }) {
  const { titles } = useShellData();
  const t = useTranslations('reports');
  const locale = useLocale() as 'zh' | 'en';
  const params = useMemo(() => def.filters.map((f) => f.param), [def]);
  const codec = useMemo(
    () =>
      codecFor({
        type: def.types?.[0]?.code ?? '',
        conditionId: '',
        start: '',
        end: '',
        ...Object.fromEntries(params.map((p) => [p, ''])),
      } as Record<string, string>),
    [def, params],
  );
  const [filters, setFilters] = useUrlState(path, codec);
  const conditions = useChoices(def.conditions?.api, ['name']);
  const condition = conditions.rows.find((r) => String(r.id) === filters.conditionId);
  const type = condition && def.conditions ? String(condition[def.conditions.typeField]) : filters.type!;
  const needed = def.filters.find((f) => f.param === def.types?.find((x) => x.code === type)?.needs);
  const missing = needed && !filters[needed.param] ? needed.title[locale] : undefined;
  const valid =
    (!filters.start || !filters.end || filters.start <= filters.end) &&
    (!filters.conditionId || Boolean(condition)) &&
    missing === undefined;
  const api = def.api.replace('{type}', type);
  const query = reportQuery(filters as Record<string, string>, params);
  const report = useApiQuery<{ status: number; data: ReportTable }>(
    { path: api, query },
    { placeholderData: keepPreviousData, enabled: valid },
  );
  const table = report.data?.data;
  const set = (key: string, value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const download = (format: 'csv' | 'xlsx') =>
    `${api}/export?${new URLSearchParams({ ...query, format, lang: locale }).toString()}`;
  const bySaved = Boolean(filters.conditionId);

  const date = (key: 'start' | 'end') => (
    <TextInput
      type="date"
      label={t(key)}
      shrink
      value={filters[key] ?? ''}
      onChange={(e) => set(key, e.target.value)}
      error={!valid && Boolean(filters.start && filters.end)}
      sx={{ width: 170 }}
    />
  );

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? match.screen.code}
      // The report table alone is printed.
      printArea={false}
      toolbar={
        <ScreenToolbar
          onRefresh={() => report.refetch()}
          // Its own print button, with a word: printing is what a report is for.
          print={false}
          end={
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()} disabled={!table}>
                {t('print')}
              </Button>
              <DownloadButton path={download('csv')} disabled={!table || !valid}>
                {t('csv')}
              </DownloadButton>
              <DownloadButton path={download('xlsx')} disabled={!table || !valid}>
                {t('xlsx')}
              </DownloadButton>
            </Stack>
          }
        />
      }
    >
      <PrintStyles landscape />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}
        role="search"
        aria-label={t('conditions')}
      >
        {def.conditions && (
          <ChoiceField
            label={def.conditions.title[locale]}
            value={condition ? filters.conditionId : ''}
            choices={conditions.choices}
            emptyLabel={t('adHoc')}
            displayEmpty
            onChange={(v) => set('conditionId', v)}
            sx={{ width: 240 }}
          />
        )}
        {def.types && (
          <ChoiceField
            label={t('type')}
            value={type}
            choices={def.types.map((x) => ({ value: x.code, label: x.title[locale] }))}
            disabled={bySaved}
            onChange={(v) => set('type', v)}
            sx={{ width: 170 }}
          />
        )}
        {def.filters.map((f) =>
          f.kind === 'ref' ? (
            <RefFilter
              key={f.param}
              filter={f}
              value={filters[f.param] ?? ''}
              disabled={bySaved}
              onChange={(v) => set(f.param, v)}
              all={t('all')}
            />
          ) : (
            <TextInput
              key={f.param}
              type="number"
              label={`${f.title[locale]}${f.unit ? ` (${f.unit})` : ''}`}
              shrink
              value={filters[f.param] ?? ''}
              disabled={bySaved}
              onChange={(e) => set(f.param, e.target.value)}
              sx={{ width: 140 }}
              inputProps={{ min: 0, max: f.max }}
            />
          ),
        )}
        {date('start')}
        {date('end')}
      </Stack>
      <Alert severity="info" variant="outlined" sx={{ mb: 1, py: 0 }}>
        {bySaved ? `${t('pdfNote')} ${t('savedNote')}` : t('pdfNote')}
      </Alert>
      {report.isFetching && <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} />}
      {!valid && filters.start && filters.end && filters.start > filters.end && (
        <Alert severity="warning">{t('rangeInvalid')}</Alert>
      )}
      {missing !== undefined && <Alert severity="info">{t('chooseFirst', { name: missing })}</Alert>}
      {report.isError && !table && <Alert severity="error">{t('failed')}</Alert>}
      {table && missing === undefined && (
        <ReportTableView
          table={table}
          locale={locale}
          words={{
            total: t('total'),
            generated: t('generated'),
            empty: t('empty'),
            label: table.title[locale],
            all: t('all'),
          }}
        />
      )}
    </ScreenFrame>
  );
}
