'use client';

import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';
import { SearchField } from '../filters/search-field';
import type { ColumnDef, ResourceScreenDef } from '../screen-defs';
import { useColumnDicts } from './cells';
import { filterColumns, rangeIsValid, type ResourceQuery } from './resource-query';
import { useRefOptions, type Choice } from '../forms/use-ref-options';

type Props = { def: ResourceScreenDef; query: ResourceQuery; onChange: (change: Partial<ResourceQuery>) => void };

function ChoiceFilter({
  column,
  value,
  choices: known,
  loading = false,
  onChange,
}: {
  column: ColumnDef;
  value: string;
  choices: Choice[];
  loading?: boolean;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  // While the labels load, a chosen code stays chosen (unlabelled) rather than reading as "all".
  const choices = loading && value && !known.some((c) => c.value === value) ? [{ value, label: '…' }, ...known] : known;
  return (
    <ChoiceField
      label={column.title[locale]}
      value={choices.some((c) => c.value === value) ? value : ''}
      choices={choices}
      emptyLabel={t('all')}
      onChange={onChange}
      sx={{ minWidth: 140 }}
    />
  );
}

function RefFilter(props: { column: ColumnDef; value: string; onChange: (value: string) => void }) {
  const { choices } = useRefOptions(props.column, true);
  return <ChoiceFilter {...props} choices={choices} />;
}

/**
 * The page's filter bar: a choice per coded column, a search box per text column, and the time range; each change
 * starts again at page 1.
 */
export function ResourceFilters({ def, query, onChange }: Props) {
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const columns = filterColumns(def);
  const dict = useColumnDicts(columns);
  if (columns.length === 0 && !def.range) return null;
  const rangeOk = rangeIsValid(query);
  const set = (field: string) => (value: string) => onChange({ [field]: value, page: 1 } as Partial<ResourceQuery>);
  const date = (key: 'start' | 'end', label: string, error = false) => (
    <TextInput
      type="date"
      label={label}
      shrink
      value={query[key]}
      onChange={(e) => set(key)(e.target.value)}
      error={error}
      helperText={error ? t('rangeInvalid') : undefined}
      sx={{ width: 160 }}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}
      role="search"
      aria-label={t('filters')}
    >
      {columns.map((column) => {
        const value = String(query[column.field] ?? '');
        if (column.type === 'ref')
          return <RefFilter key={column.field} column={column} value={value} onChange={set(column.field)} />;
        if (column.type === 'enum') {
          const choices = dict.choices(column.dict, column.choices);
          return (
            <ChoiceFilter
              key={column.field}
              column={column}
              value={value}
              choices={choices}
              loading={dict.loading}
              onChange={set(column.field)}
            />
          );
        }
        if (column.type === 'online') {
          const choices = [
            { value: '1', label: t('online') },
            { value: '0', label: t('offline') },
          ];
          return (
            <ChoiceFilter
              key={column.field}
              column={column}
              value={value}
              choices={choices}
              onChange={set(column.field)}
            />
          );
        }
        return (
          <SearchField
            key={column.field}
            label={column.title[locale]}
            value={value}
            onChange={set(column.field)}
            width={160}
          />
        );
      })}
      {def.range && date('start', t('from'))}
      {def.range && date('end', t('to'), !rangeOk)}
    </Stack>
  );
}
