'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslations } from 'next-intl';
import { useViewTitle } from '@/components/tabs/use-view-title';

type Props = { open: boolean; paths: readonly string[]; answer: (discard: boolean) => void };

/** The unsaved-work question's dialog (unsaved-work-dialog.tsx), loaded the first time it is asked. */
export function UnsavedWorkPrompt({ open, paths, answer }: Props) {
  const t = useTranslations('unsaved');
  const titleOf = useViewTitle();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      maxWidth="xs"
      fullWidth
      onClose={() => answer(false)}
      data-testid="unsaved-dialog"
    >
      <DialogTitle id="unsaved-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-text">{t('text', { count: paths.length })}</DialogContentText>
        <List dense aria-label={t('tabs')} sx={{ listStyle: 'disc', pl: 3 }}>
          {paths.map((path) => (
            <ListItem key={path} sx={{ display: 'list-item', py: 0 }}>
              {titleOf(path)}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} autoFocus>
          {t('keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => answer(true)}>
          {t('discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
