'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { GateLog } from '@/modules/admin/contract';
import { prettyBody } from './gate-log-query';
import { FactList } from '@/components/kit/frame/fact-list';

type Props = { open: boolean; log: GateLog | null; onClose: () => void };

/** One operation in full, including the request body (passwords already masked by the platform). */
export function GateLogDetail({ open, log, onClose }: Props) {
  const t = useTranslations('gateLog');
  const titleId = useId();
  const rows: [string, string | undefined][] = log
    ? [
        [t('time'), log.crtTime],
        [t('user'), log.crtName],
        [t('host'), log.crtHost],
        [t('menu'), log.menu],
        [t('opt'), log.opt],
        [t('uri'), log.uri],
      ]
    : [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('detailTitle')}</DialogTitle>
      <DialogContent>
        <FactList facts={rows.map(([label, value]) => ({ label, value: value || '—' }))} />
        <Typography component="h3" variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
          {t('body')}
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: 12,
            maxHeight: 320,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {prettyBody(log?.body) || t('noBody')}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
