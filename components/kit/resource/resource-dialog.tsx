'use client';

import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { useAdjust } from '@/components/common/use-adjust';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useLive } from '@/components/live/live-channel';
import { useApiQuery } from '@/lib/request/query';
import { FormDialog } from '../dialogs/form-dialog';
import { useWrite } from '../access/use-write';
import { useForm } from '../forms/use-form';
import type { ColumnDef, ResourceScreenDef } from '../screen-defs';
import { rowName, useColumnDicts } from './cells';
import { planFenceField, planPolygonField } from './deferred-parts';
import { formColumns, formSchema, formValues } from '../forms/form-schema';
import { RemoteRefField } from '../forms/remote-ref-field';
import { RefField } from '../forms/ref-field';
import { CodesField } from '../forms/codes-field';
import { fromPickerValue, toPickerValue } from '../forms/site-time-input';

type Row = Record<string, unknown> & { id: number };
type Props = {
  def: ResourceScreenDef;
  open: boolean;
  row: Row | null;
  onClose: () => void;
  /** Values the dialog does not ask for (a detail row's parent), sent with the body. */
  fixed?: Record<string, number | string>;
  /** Other reads a save makes stale (a master's counts). */
  alsoInvalidate?: readonly string[];
  /** A new row's value the platform answers once (the definition's `reveal`). */
  onRevealed?: (row: Row, value: string) => void;
};
type FieldProps = ReturnType<ReturnType<typeof useForm>['field']>;

/**
 * A row's code the dictionary does not offer (or not yet) still shows: as itself, or unlabelled while the labels load.
 */
function withValue(choices: { value: string; label: string }[], value: unknown, loading: boolean) {
  const code = String(value ?? '');
  return code && !choices.some((c) => c.value === code)
    ? [{ value: code, label: loading ? '…' : code }, ...choices]
    : choices;
}

/**
 * The browser's colour picker beside a `#RRGGBB` field: both edit the same text. A pointer convenience only,
 * kept out of the tab order and the accessibility tree: the text field is the accessible way to the value.
 */
function ColourPicker({ value, onChange }: { value: string; onChange: FieldProps['onChange'] }) {
  return (
    <input
      type="color"
      aria-hidden
      tabIndex={-1}
      value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
      onChange={onChange}
      style={{
        width: 32,
        height: 24,
        padding: 0,
        marginRight: 8,
        border: 'none',
        background: 'none',
        cursor: 'pointer',
      }}
    />
  );
}

/** Add or edit one row: a field per form column, checked as the platform would check it; Enter saves. */
export function ResourceDialog({ def: fullDef, open, row, onClose, fixed, alsoInvalidate = [], onRevealed }: Props) {
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const mode = row ? 'update' : 'create';
  const def = useMemo(
    () => (fixed ? { ...fullDef, columns: fullDef.columns.filter((c) => !(c.field in fixed)) } : fullDef),
    [fullDef, fixed],
  );
  const dict = useColumnDicts(def.columns);
  const firstChoice = (column: ColumnDef) => dict.choices(column.dict, column.choices)[0]?.value ?? '';
  const schema = useMemo(() => formSchema(def, mode, locale), [def, mode, locale]);
  const now = useLive((live) => live.simTime);
  // A list with masked fields: the form edits the row as the platform answers it to this user.
  const readsRow = Boolean(def.editReadsRow && row);
  const full = useApiQuery<{ data: Row }>(
    { path: `${def.api}/${row?.id ?? 0}` },
    { enabled: open && readsRow, staleTime: 0, gcTime: 0, refetchOnWindowFocus: false },
  );
  const source = readsRow ? (full.data?.data ?? null) : row;
  // A new row's coded fields start at their first choice: the form waits for the labels.
  const loading = (readsRow && !source) || dict.loading;
  const labels = useMemo(
    () =>
      Object.fromEntries(
        formColumns(def, mode).map((c) => [c.field, c.form && c.form.secret ? '' : c.title[locale]]),
      ) as Record<string, string>,
    [def, mode, locale],
  );
  // A secret typed into the form never goes to the clipboard with the rest ('' leaves it out).
  const form = useForm(schema, formValues(def, mode, source, firstChoice, now), { guard: open, labels });
  const noun = def.noun[locale];
  // The platform answers a write with the row as saved (`data`).
  const save = useWrite<{ data?: Row }, { id?: number; body: Record<string, unknown> }>(
    ({ id, body }) =>
      id === undefined ? { path: def.api, method: 'POST', body } : { path: `${def.api}/${id}`, method: 'PUT', body },
    {
      success: (saved, { id, body }) =>
        t(id === undefined ? 'created' : 'updated', {
          noun,
          name: rowName(def.columns, def.nameField, saved?.data ?? body, dict),
        }),
      invalidate: [def.api, ...alsoInvalidate],
      onSuccess: (saved) => {
        onClose();
        const value = def.reveal ? saved?.data?.[def.reveal.field] : undefined;
        if (saved?.data && typeof value === 'string') onRevealed?.(saved.data, value);
      },
    },
  );
  const { reset } = form;
  const hasPlan = def.columns.some((c) => c.declaration?.input === 'plan');
  const hasFence = def.columns.some((c) => c.declaration?.input === 'fence');
  const [PlanField, wantPlan] = useOnDemand(planPolygonField);
  const [FenceField, wantFence] = useOnDemand(planFenceField);
  useEffect(() => {
    if (open && hasPlan) wantPlan();
    if (open && hasFence) wantFence();
  }, [open, hasPlan, wantPlan, hasFence, wantFence]);

  useAdjust(() => {
    if (open) reset(formValues(def, mode, source, firstChoice, now));
  }, [open, source, dict.loading]);

  function submit() {
    if (loading) return;
    const body = form.submit();
    if (!body) return false;
    save.mutate({ id: row?.id, body: row ? body : { ...body, ...fixed } });
  }

  return (
    <FormDialog
      open={open}
      title={t(row ? 'editTitle' : 'createTitle', { noun })}
      pending={save.isPending || loading}
      onClose={onClose}
      onSubmit={submit}
      width={hasPlan || hasFence ? 900 : 560}
    >
      <Stack>
        {formColumns(def, mode).map((column, index) => {
          const rule = column.form || {};
          const label = column.unit ? `${column.title[locale]} (${column.unit})` : column.title[locale];
          const required = Boolean(rule.required);
          const field = form.field(column.field);
          const input = column.declaration?.input;
          if (input === 'plan' || input === 'fence') {
            const Drawn = input === 'plan' ? PlanField : FenceField;
            return Drawn ? (
              <Drawn
                key={column.field}
                label={column.title[locale]}
                value={String(field.value ?? '')}
                onChange={(value) => form.set(column.field, value)}
                required={required}
                error={field.error}
                helperText={field.error ? field.helperText : undefined}
              />
            ) : (
              <Skeleton key={column.field} variant="rounded" height={420} sx={{ mb: 2 }} />
            );
          }
          if (input === 'codes')
            return (
              <CodesField
                key={column.field}
                field={field}
                label={label}
                required={required}
                choices={dict.choices(column.dict, column.choices)}
                labelOf={(code) => dict.label(column.dict, code)}
                onChange={(value) => form.set(column.field, value)}
              />
            );
          if (column.type === 'ref' && column.ref?.search) {
            return (
              <RemoteRefField
                // A new key per opening: the field starts from the row it edits.
                key={`${column.field}-${String(open)}-${row?.id ?? 0}`}
                column={column}
                label={label}
                required={required}
                value={field.value}
                initialLabel={column.shownAs && source ? String(source[column.shownAs] ?? '') : ''}
                error={field.error}
                helperText={field.helperText}
                onChange={(value) => form.set(column.field, value)}
              />
            );
          }
          if (column.type === 'ref')
            return (
              <RefField
                key={column.field}
                column={column}
                field={field}
                onChange={(value) => form.set(column.field, value)}
                label={label}
                required={required}
                enabled={open}
              />
            );
          if (column.type === 'enum') {
            return (
              <TextField
                key={column.field}
                select
                {...field}
                label={label}
                required={required}
                fullWidth
                autoFocus={index === 0}
              >
                {!required && (
                  <MenuItem value="">
                    <em>{t('none')}</em>
                  </MenuItem>
                )}
                {withValue(dict.choices(column.dict, column.choices), field.value, dict.loading).map((choice) => (
                  <MenuItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          if (column.type === 'time')
            return (
              <TextField
                key={column.field}
                {...field}
                value={toPickerValue(String(field.value ?? ''))}
                onChange={(e) => form.set(column.field, fromPickerValue(e.target.value))}
                type="datetime-local"
                label={label}
                required={required}
                fullWidth
                autoFocus={index === 0}
                disabled={loading}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
              />
            );
          return (
            <TextField
              key={column.field}
              {...field}
              label={label}
              required={required}
              fullWidth
              autoFocus={index === 0}
              autoComplete={rule.secret ? 'new-password' : 'off'}
              multiline={rule.multiline}
              disabled={loading}
              type={rule.secret ? 'password' : column.type === 'date' ? 'date' : input === 'clock' ? 'time' : 'text'}
              placeholder={input === 'chainage' ? 'K0+000' : undefined}
              {...(rule.secret && row ? { helperText: field.error ? field.helperText : t('secretKeep') } : {})}
              slotProps={{
                htmlInput: {
                  inputMode:
                    column.type === 'int'
                      ? 'numeric'
                      : column.type === 'num' && input !== 'chainage'
                        ? 'decimal'
                        : undefined,
                },
                ...(column.type === 'colour'
                  ? {
                      input: { startAdornment: <ColourPicker value={String(field.value)} onChange={field.onChange} /> },
                    }
                  : {}),
                ...(column.type === 'date' || input === 'clock' ? { inputLabel: { shrink: true } } : {}),
              }}
            />
          );
        })}
      </Stack>
    </FormDialog>
  );
}
