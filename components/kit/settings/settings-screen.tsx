'use client';

import { PageCode } from '../access/page-code';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useContext, useMemo, type FormEvent } from 'react';
import { TextInput } from '@/components/common/text-input';
import { useAdjust } from '@/components/common/use-adjust';
import { useShellData } from '@/components/shell/shell-context';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '../frame/screen-frame';
import { ScreenLoading } from '../frame/screen-loading';
import { ScreenToolbar } from '../frame/screen-toolbar';
import { useWrite } from '../access/use-write';
import { useForm } from '../forms/use-form';
import { useGranted } from '../access/use-granted';
import type { SettingsScreenDef } from '../screen-defs';
import { formSchema, formValues } from '../forms/form-schema';
import { RefField } from '../forms/ref-field';

type Record_ = Record<string, unknown> & { updTime?: string; updName?: string };

/**
 * The screen kit's settings page: one record of the platform as a sectioned form, checked as the
 * platform checks it; saving needs `<screen>:btn_save`, everyone else with the menu reads it.
 */
export function SettingsScreen({ match, def }: ScreenProps & { def: SettingsScreenDef }) {
  const t = useTranslations('settings');
  const locale = useLocale() as 'zh' | 'en';
  const { titles } = useShellData();
  const granted = useGranted();
  const screen = useContext(PageCode);
  const canSave = granted(`${screen}:btn_save`);
  const fields = useMemo(() => ({ columns: def.sections.flatMap((s) => s.fields) }), [def]);
  const schema = useMemo(() => formSchema(fields, 'update', locale), [fields, locale]);
  const record = useApiQuery<{ data: Record_ }>({ path: def.api }, { staleTime: 0 });
  const loaded = record.data?.data ?? null;
  const form = useForm(
    schema,
    formValues(fields, 'update', loaded, () => ''),
    { guard: canSave },
  );
  const { reset } = form;
  useAdjust(() => {
    if (loaded) reset(formValues(fields, 'update', loaded, () => ''));
  }, [loaded]);
  const save = useWrite<{ data?: Record_ }, Record<string, unknown>>(
    (body) => ({ path: def.api, method: 'PUT', body }),
    {
      success: t('saved'),
      invalidate: [def.api],
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave || save.isPending) return;
    const body = form.submit();
    if (!body) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-settings="${screen}"] [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    save.mutate(body);
  }

  const title = titles[match.screen.code] ?? match.screen.code;
  if (!loaded) return record.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : <ScreenLoading />;
  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={() => record.refetch()} />}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        data-settings={screen}
        sx={{ overflow: 'auto', maxWidth: 720 }}
        aria-label={title}
      >
        {!canSave && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('readOnly')}
          </Alert>
        )}
        {def.sections.map((section) => (
          <Box component="fieldset" key={section.title.zh} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
              {section.title[locale]}
            </Typography>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
              {section.fields.map((column) =>
                column.type === 'bool' ? (
                  <FormControlLabel
                    key={column.field}
                    sx={{ width: 220, m: 0 }}
                    label={column.title[locale]}
                    disabled={!canSave}
                    control={
                      <Switch
                        name={column.field}
                        checked={form.values[column.field] === '1'}
                        onChange={(e) => form.set(column.field, e.target.checked ? '1' : '0')}
                      />
                    }
                  />
                ) : column.type === 'ref' ? (
                  <RefField
                    key={column.field}
                    column={column}
                    field={form.field(column.field)}
                    onChange={(value) => form.set(column.field, value)}
                    disabled={!canSave}
                    label={column.title[locale]}
                    required={Boolean(column.form && column.form.required)}
                    enabled
                    width={220}
                  />
                ) : (
                  <TextInput
                    key={column.field}
                    {...form.field(column.field)}
                    label={column.unit ? `${column.title[locale]} (${column.unit})` : column.title[locale]}
                    required={Boolean(column.form && column.form.required)}
                    disabled={!canSave}
                    autoComplete="off"
                    sx={{ width: column.type === 'text' ? 460 : 220 }}
                    inputProps={{
                      inputMode: column.type === 'int' ? 'numeric' : column.type === 'num' ? 'decimal' : undefined,
                    }}
                  />
                ),
              )}
            </Stack>
          </Box>
        ))}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {canSave && (
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('save')}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary">
            {loaded.updTime ? t('lastSaved', { time: loaded.updTime, name: loaded.updName ?? '' }) : t('defaults')}
          </Typography>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
