'use client';

import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { installErrorCapture } from './capture';
import { ErrorLogDialog } from './error-log-dialog';
import { getErrors, getServerErrors, subscribeErrors } from './error-store';

/** Spec §2: a bug button with the count, shown only while the log holds errors. Mounting it installs the capture. */
export function ErrorLogButton() {
  const t = useTranslations('errorLog');
  const errors = useSyncExternalStore(subscribeErrors, getErrors, getServerErrors);
  const [open, setOpen] = useState(false);
  useEffect(() => installErrorCapture(), []);

  if (errors.length === 0) return null;
  const label = t('button', { count: errors.length });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Badge badgeContent={errors.length} color="error" max={99}>
            <BugReportOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} errors={errors} />
    </>
  );
}
