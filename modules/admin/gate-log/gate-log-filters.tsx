'use client';

import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { TextInput } from '@/components/common/text-input';
import { SearchField } from '@/components/kit/filters/search-field';
import { rangeIsValid, TEXT_FILTERS, type GateLogQuery } from './gate-log-query';

type Props = { query: GateLogQuery; onChange: (change: Partial<GateLogQuery>) => void };

/** Who, what menu, which operation, which URI, and a date range; each change starts again at page 1. */
export function GateLogFilters({ query, onChange }: Props) {
  const t = useTranslations('gateLog');
  const labels = { crtName: t('user'), menu: t('menu'), opt: t('opt'), uri: t('uri') };
  const rangeOk = rangeIsValid(query);
  const date = (key: 'startTime' | 'endTime', label: string, error = false) => (
    <TextInput
      type="date"
      label={label}
      value={query[key]}
      onChange={(e) => onChange({ [key]: e.target.value, page: 1 })}
      error={error}
      helperText={error ? t('rangeInvalid') : undefined}
      sx={{ width: 160 }}
      shrink
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
      {TEXT_FILTERS.map((key) => (
        <SearchField
          key={key}
          label={labels[key]}
          value={query[key]}
          onChange={(value) => onChange({ [key]: value, page: 1 })}
          width={key === 'uri' ? 220 : 160}
        />
      ))}
      {date('startTime', t('from'))}
      {date('endTime', t('to'), !rangeOk)}
    </Stack>
  );
}
