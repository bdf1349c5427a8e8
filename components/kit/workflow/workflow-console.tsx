'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiQuery } from '@/lib/request/query';
import { FormDialog } from '../dialogs/form-dialog';
import { useWrite } from '../access/use-write';
import { useGranted } from '../access/use-granted';
import { useDict } from '@/lib/dict/use-dict';
import type { WorkflowDef } from '../screen-defs';
import { flowMoves, type Move, movesFor, parseAttachments } from './flow-moves';
import { NO_PRINT } from '../frame/print';

type Row = Record<string, unknown> & { id: number };
type Action = {
  id: number;
  t: string;
  move: Move;
  fromState: number;
  toState: number;
  role: string;
  userName?: string;
  opinion?: string;
  reason?: string;
  measures?: string;
  attachments?: string;
};

const stateColors: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  '0': 'warning',
  '10': 'info',
  '20': 'success',
  '30': 'error',
  '40': 'info',
  '50': 'info',
  '60': 'error',
};

type Props = {
  /** The subject's resource: `<api>/{id}` reads it, `<api>/{id}/<move>` moves it. */
  api: string;
  screen: string;
  workflow: WorkflowDef;
  id: number;
  /** Names the record in notices. */
  name: string;
};

/**
 * The closure workflow of one record (a problem, an over-limit batch): its state, the moves the user's
 * element codes and the state allow, the dialog asking for the reason or opinion, and the timeline of
 * every move. Reads the record itself, so it follows each move at once.
 */
export function WorkflowConsole({ api, screen, workflow, id, name }: Props) {
  const t = useTranslations('workflow');
  const locale = useLocale() as 'zh' | 'en';
  const flowState = useDict('flowState');
  const granted = useGranted();
  const record = useApiQuery<{ data: Row }>({ path: `${api}/${id}` }, { staleTime: 0 });
  const row = { data: record.data?.data };
  const timeline = useApiQuery<Action[]>(
    { path: `${workflow.timelineApi}/all`, query: { subjectId: id } },
    { staleTime: 0 },
  );
  const [asking, setAsking] = useState<{ open: boolean; move: Move | null }>({ open: false, move: null });
  const [form, setForm] = useState({ reason: '', measures: '', attachments: '', opinion: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const write = useWrite<unknown, { move: Move; body: Record<string, unknown> }>(
    ({ move, body }) => ({ path: `${api}/${id}/${move}`, method: 'PUT', body }),
    {
      success: (_d, { move }) => t('done', { move: t(`move.${move}`), name }),
      invalidate: [api],
      onSuccess: () => setAsking((a) => ({ ...a, open: false })),
    },
  );

  const state = Number(row.data?.[workflow.stateField] ?? 0);
  const eligible = row.data
    ? workflow.when
      ? workflow.when.values.includes(String(row.data[workflow.when.field] ?? ''))
      : true
    : false;
  const offered = eligible ? movesFor(state, screen, granted) : [];
  const rule = flowMoves.find((m) => m.move === asking.move);

  function open(move: Move) {
    setForm({ reason: '', measures: '', attachments: '', opinion: '' });
    setErrors({});
    setAsking({ open: true, move });
  }

  function submit(): boolean {
    if (!rule) return false;
    const next: typeof errors = {};
    const files = parseAttachments(form.attachments);
    if (rule.needs === 'reason' && form.reason.trim() === '') next.reason = t('required');
    if (rule.needs === 'opinion' && form.opinion.trim() === '') next.opinion = t('required');
    if (files.tooMany) next.attachments = t('tooManyFiles', { max: 5 });
    else if (files.invalid !== undefined) next.attachments = t('badFile', { name: files.invalid });
    setErrors(next);
    if (Object.keys(next).length > 0) return false;
    const body: Record<string, unknown> =
      rule.needs === 'reason'
        ? { reason: form.reason, measures: form.measures, attachments: files.names }
        : { opinion: form.opinion };
    write.mutate({ move: rule.move, body });
    return true;
  }

  const field = (key: keyof typeof form, label: string, required: boolean, multiline = false, helper?: string) => (
    <TextField
      key={key}
      label={label}
      required={required}
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? helper}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      autoFocus={key === 'reason' || key === 'opinion'}
      slotProps={{ htmlInput: { maxLength: key === 'measures' ? 1000 : 500 } }}
    />
  );

  return (
    <Box component="section" aria-label={t('title')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        {row.data && eligible && (
          <Chip size="small" color={stateColors[String(state)] ?? 'default'} label={flowState.label(state)} />
        )}
        <Box sx={{ flex: 1 }} />
        {offered.map((m) => (
          <Button
            key={m.move}
            className={NO_PRINT}
            size="small"
            variant={m.needs === 'opinion' ? 'outlined' : 'contained'}
            color={m.needs === 'opinion' ? 'error' : 'primary'}
            onClick={() => open(m.move)}
          >
            {t(`move.${m.move}`)}
          </Button>
        ))}
      </Stack>
      {row.data && !eligible && <Alert severity="info">{workflow.ineligible?.[locale] ?? t('notEligible')}</Alert>}
      {timeline.isPending ? (
        <CircularProgress size={20} aria-label={t('loading')} />
      ) : timeline.isError ? (
        <Alert severity="error">{t('loadFailed')}</Alert>
      ) : (timeline.data ?? []).length === 0 ? (
        eligible && <Typography color="text.secondary">{t('noMoves')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('timeline')}
          sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}
        >
          {(timeline.data ?? []).map((a) => (
            <Box component="li" key={a.id} sx={{ pl: 2, pb: 1.5, position: 'relative' }}>
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: -7,
                  top: 4,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: a.move.endsWith('eject') || a.move === 'hqReject' ? 'error.main' : 'primary.main',
                }}
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`move.${a.move}`)} · {a.userName ?? ''} ({t(`role.${a.role as 'contractor' | 'supervisor' | 'hq'}`)})
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {a.t} · {flowState.label(a.fromState)} → {flowState.label(a.toState)}
              </Typography>
              {a.reason && <Typography variant="body2">{t('line', { label: t('reason'), text: a.reason })}</Typography>}
              {a.measures && (
                <Typography variant="body2">{t('line', { label: t('measures'), text: a.measures })}</Typography>
              )}
              {a.attachments && (
                <Typography variant="body2">{t('line', { label: t('attachments'), text: a.attachments })}</Typography>
              )}
              {a.opinion && (
                <Typography variant="body2">{t('line', { label: t('opinion'), text: a.opinion })}</Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {rule && (
        <FormDialog
          open={asking.open}
          title={`${t(`move.${rule.move}`)} · ${name}`}
          submitLabel={t(`move.${rule.move}`)}
          pending={write.isPending}
          onClose={() => setAsking((a) => ({ ...a, open: false }))}
          onSubmit={submit}
        >
          <Stack sx={{ gap: 2 }}>
            {rule.needs === 'reason'
              ? [
                  field('reason', t('reason'), true, true),
                  field('measures', t('measures'), false, true),
                  field('attachments', t('attachments'), false, false, t('attachmentsHelp')),
                ]
              : field('opinion', t('opinion'), rule.needs === 'opinion', true)}
          </Stack>
        </FormDialog>
      )}
    </Box>
  );
}
