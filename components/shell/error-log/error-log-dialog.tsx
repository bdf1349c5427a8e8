'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatTime } from '@/lib/format/time';
import { clearErrors, type ErrorEntry } from './error-store';

type Props = { open: boolean; onClose: () => void; errors: readonly ErrorEntry[] };

/** Columns message, info, url and stack; 80 % of the viewport wide, so a stack stays readable. */
export function ErrorLogDialog({ open, onClose, errors }: Props) {
  const t = useTranslations('errorLog');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '80%' } } }}
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Table stickyHeader sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '22%' }}>{t('message')}</TableCell>
              <TableCell sx={{ width: '18%' }}>{t('info')}</TableCell>
              <TableCell sx={{ width: '20%' }}>{t('url')}</TableCell>
              <TableCell>{t('stack')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...errors].reverse().map((entry) => (
              <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>{entry.message}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography
                    variant="body2"
                    component="div"
                    tabIndex={0}
                    aria-label={t('info')}
                    sx={{ whiteSpace: 'pre-wrap', maxHeight: 160, overflow: 'auto' }}
                  >
                    {entry.info}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatTime(entry.time)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.url}</TableCell>
                <TableCell>
                  <Typography
                    component="pre"
                    variant="caption"
                    tabIndex={0}
                    aria-label={t('stack')}
                    sx={{
                      m: 0,
                      maxHeight: 200,
                      overflow: 'auto',
                      fontFamily: 'monospace',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {entry.stack}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          onClick={() => {
            clearErrors();
            onClose();
          }}
        >
          {t('clear')}
        </Button>
        <Button color="inherit" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
