'use client';

import {
  WATERMARK_API,
  WATERMARK_TEXT_MAX,
  type Watermark,
  type WatermarkReply,
} from '@console/contract/admin/watermark';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextInput } from '@/components/common/text-input';
import { useShellData } from '@/components/shell/shell-context';
import { WATERMARK_CHANGED } from '@/components/shell/watermark';
import { FormDialog } from '@/components/kit/dialogs/form-dialog';
import { useWrite } from '@/components/kit/access/use-write';
import { useApiQuery } from '@/lib/request/query';
import { watermarkMinute, watermarkTile } from '@/lib/shell/watermark-layer';

type Props = { open: boolean; onClose: () => void };

/** What the platform refuses too (watermark-schema.ts in the contract): a word is kept from the check it fails. */
function problemOf(text: string): 'tooLong' | 'badText' | null {
  if (text.trim().length > WATERMARK_TEXT_MAX) return 'tooLong';
  return /[\u0000-\u001f\u007f<>]/.test(text) ? 'badText' : null;
}

/** The users' page's 水印设置: whether every signed-in screen carries its reader's name, account and the time. */
export function WatermarkDialog({ open, onClose }: Props) {
  const t = useTranslations('watermark');
  const { user } = useShellData();
  const saved = useApiQuery<{ data: WatermarkReply }>({ path: WATERMARK_API }, { staleTime: 0, enabled: open });
  const [draft, setDraft] = useState<Watermark | null>(null);
  const [touched, setTouched] = useState(false);
  const value: Watermark = draft ?? { enabled: saved.data?.data.enabled ?? false, text: saved.data?.data.text ?? '' };
  const problem = problemOf(value.text);
  const save = useWrite<unknown, Watermark>((body) => ({ path: WATERMARK_API, method: 'PUT', body }), {
    success: t('saved'),
    invalidate: [WATERMARK_API],
    onSuccess: () => {
      window.dispatchEvent(new Event(WATERMARK_CHANGED));
      setDraft(null);
      onClose();
    },
  });
  const change = (next: Partial<Watermark>) => setDraft({ ...value, ...next });
  const lines = [
    `${user.name} ${user.username}`,
    watermarkMinute(new Date()),
    ...(value.text.trim() ? [value.text.trim()] : []),
  ];
  const last = saved.data?.data;
  return (
    <FormDialog
      open={open}
      title={t('title')}
      pending={save.isPending}
      onClose={() => {
        setDraft(null);
        setTouched(false);
        onClose();
      }}
      onSubmit={() => {
        setTouched(true);
        if (problem) return false;
        save.mutate({ enabled: value.enabled, text: value.text.trim() });
      }}
    >
      <FormControlLabel
        control={<Switch checked={value.enabled} onChange={(e) => change({ enabled: e.target.checked })} />}
        label={t('enabled')}
        disabled={!saved.isSuccess}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('explain')}
      </Typography>
      <TextInput
        autoFocus
        fullWidth
        label={t('text')}
        value={value.text}
        disabled={!saved.isSuccess}
        onChange={(e) => change({ text: e.target.value })}
        onBlur={() => setTouched(true)}
        error={touched && problem !== null}
        helperText={touched && problem ? t(problem, { max: WATERMARK_TEXT_MAX }) : t('textHelp')}
      />
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        {t('preview')}
      </Typography>
      <Box
        role="img"
        aria-label={t('previewLabel', { lines: lines.join(' / ') })}
        sx={{
          height: 140,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          backgroundImage: value.enabled ? watermarkTile(lines) : 'none',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {!value.enabled && (
          <Typography variant="body2" color="text.secondary">
            {t('off')}
          </Typography>
        )}
      </Box>
      {last?.updTime && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('lastChanged', { name: last.updName ?? '', time: last.updTime })}
        </Typography>
      )}
    </FormDialog>
  );
}
