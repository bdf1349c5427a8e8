'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ChoiceField } from '@/components/common/choice-field';
import type { useForm } from './use-form';
import type { ColumnDef } from '../screen-defs';
import { useRefOptions } from './use-ref-options';

type FieldProps = ReturnType<ReturnType<typeof useForm>['field']>;

/** A choice of the rows a `ref` column may point at (its `all`), read once `enabled` (the dialog is open). */
export function RefField(props: {
  column: ColumnDef;
  field: FieldProps;
  onChange: (value: string) => void;
  label: string;
  required: boolean;
  enabled: boolean;
  width?: number;
  disabled?: boolean;
}) {
  const { column, field, onChange, label, required, enabled, width, disabled } = props;
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const { choices, loading } = useRefOptions(column, enabled);
  // A value whose row is not (yet) in the list still shows, so an edit never loses it silently.
  const shown =
    field.value && !choices.some((c) => c.value === field.value)
      ? [{ value: field.value, label: loading ? '…' : `#${field.value}` }, ...choices]
      : choices;
  const rule = column.form || {};
  return (
    <ChoiceField
      name={field.name}
      label={label}
      value={field.value}
      choices={shown}
      emptyLabel={required ? undefined : (rule.emptyLabel?.[locale] ?? t('none'))}
      required={required}
      disabled={disabled}
      error={field.error}
      helperText={field.helperText}
      onBlur={field.onBlur}
      onChange={onChange}
      fullWidth={width === undefined}
      sx={width === undefined ? undefined : { width }}
    />
  );
}
