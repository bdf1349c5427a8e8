'use client';

import {
  DATA_SCOPE_LABELS,
  DATA_SCOPES,
  type DataScope,
  type DataScopeKind,
  type DataScopeReply,
  dataScopeApi,
} from '@console/contract/admin/data-scope';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldHelper } from '@/components/common/field-helper';
import { useWrite } from '@/components/kit/access/use-write';
import { useApiQuery } from '@/lib/request/query';

type Props = { roleId: number; canEdit: boolean };

/**
 * A role's data scope (数据权限): which sections' business rows its members read and write. The platform applies it
 * on every list, record, export and live event; a department's sections are set on the departments' page.
 */
export function DataScopePanel({ roleId, canEdit }: Props) {
  const t = useTranslations('roles');
  const lang = useLocale() === 'en' ? 'en' : 'zh';
  const api = dataScopeApi(roleId);
  const saved = useApiQuery<{ data: DataScopeReply }>({ path: api }, { staleTime: 0 });
  const [draft, setDraft] = useState<DataScope | null>(null);
  const [tried, setTried] = useState(false);
  const current = saved.data?.data;
  const value: DataScope = draft ?? { dataScope: current?.dataScope ?? 'all', sectionIds: current?.sectionIds ?? [] };
  const noSection = value.dataScope === 'sections' && value.sectionIds.length === 0;
  const save = useWrite<unknown, DataScope>((body) => ({ path: api, method: 'PUT', body }), {
    success: t('scopeSaved'),
    invalidate: [api],
    onSuccess: () => setDraft(null),
  });
  if (!current) return saved.isPending ? <LinearProgress aria-label={t('loading')} /> : null;
  const toggle = (id: number, on: boolean) =>
    setDraft({
      ...value,
      sectionIds: on ? [...value.sectionIds, id] : value.sectionIds.filter((s) => s !== id),
    });
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 560 }}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (noSection) return;
        save.mutate({
          dataScope: value.dataScope,
          sectionIds: value.dataScope === 'sections' ? value.sectionIds : [],
        });
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('scopeExplain')}
      </Typography>
      <FormControl disabled={!canEdit}>
        <FormLabel id={`scope-${roleId}`}>{t('scopeLabel')}</FormLabel>
        <RadioGroup
          aria-labelledby={`scope-${roleId}`}
          value={value.dataScope}
          onChange={(e) => setDraft({ ...value, dataScope: e.target.value as DataScopeKind })}
        >
          {DATA_SCOPES.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={DATA_SCOPE_LABELS[kind][lang]} />
          ))}
        </RadioGroup>
      </FormControl>
      {value.dataScope === 'sections' && (
        <FormControl component="fieldset" error={tried && noSection} disabled={!canEdit}>
          <FormLabel component="legend">{t('scopeSections')}</FormLabel>
          <FormGroup>
            {current.sections.map((s) => (
              <FormControlLabel
                key={s.id}
                control={
                  <Checkbox
                    checked={value.sectionIds.includes(s.id)}
                    onChange={(e) => toggle(s.id, e.target.checked)}
                  />
                }
                label={`${s.code} ${s.name}`}
              />
            ))}
          </FormGroup>
          {current.sections.length === 0 && <FieldHelper>{t('scopeNoSections')}</FieldHelper>}
          {tried && noSection && <FieldHelper>{t('scopePickSection')}</FieldHelper>}
        </FormControl>
      )}
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending || draft === null}>
            {t('scopeSave')}
          </Button>
          <Button disabled={save.isPending || draft === null} onClick={() => setDraft(null)}>
            {t('scopeUndo')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
