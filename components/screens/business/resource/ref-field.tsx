'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import type { useForm } from '../../admin/common/use-form';
import type { ColumnDef } from '../resource-def';
import { useRefOptions } from './use-ref-options';

type FieldProps = ReturnType<ReturnType<typeof useForm>['field']>;

/** A choice of the rows a `ref` column may point at (its `all`), read once `enabled` (the dialog is open). */
export function RefField(props: { column: ColumnDef; field: FieldProps; label: string; required: boolean; enabled: boolean; width?: number; disabled?: boolean }) {
  const { column, field, label, required, enabled, width, disabled } = props;
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const { choices, loading } = useRefOptions(column, enabled);
  // A value whose row is not (yet) in the list still shows, so an edit never loses it silently.
  const shown = field.value && !choices.some((c) => c.value === field.value) ? [{ value: field.value, label: loading ? '…' : `#${field.value}` }, ...choices] : choices;
  const rule = column.form || {};
  return (
    <TextField select {...field} label={label} required={required} disabled={disabled} fullWidth={width === undefined} sx={width === undefined ? undefined : { width }}>
      {!required && (
        <MenuItem value="">
          <em>{rule.emptyLabel?.[locale] ?? t('none')}</em>
        </MenuItem>
      )}
      {shown.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
