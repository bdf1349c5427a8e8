'use client';

import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { installErrorCapture } from './capture';
import { getErrors, getServerErrors, subscribeErrors } from './error-store';

// Loaded when first opened, so the shell does not ship it (the button itself shows only after an error).
const ErrorLogDialog = dynamic(() => import('./error-log-dialog').then((m) => m.ErrorLogDialog), { ssr: false });

/** Spec §2: a bug button with the count, shown only while the log holds errors. Mounting it installs the capture. */
export function ErrorLogButton() {
  const t = useTranslations('errorLog');
  const errors = useSyncExternalStore(subscribeErrors, getErrors, getServerErrors);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => installErrorCapture(), []);

  if (errors.length === 0) return null;
  const label = t('button', { count: errors.length });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => {
            setWanted(true);
            setOpen(true);
          }}>
          <Badge badgeContent={errors.length} color="error" max={99}>
            <BugReportOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {wanted && <ErrorLogDialog open={open} onClose={() => setOpen(false)} errors={errors} />}
    </>
  );
}
