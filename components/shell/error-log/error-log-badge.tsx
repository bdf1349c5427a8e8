'use client';

import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/common/hint';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import type { ErrorEntry } from './error-store';

// Loaded when first opened.
const errorLogDialog = onDemand(() => import('./error-log-dialog').then((m) => m.ErrorLogDialog));

/** The bug button with the count (error-log-button.tsx), loaded when the log first holds an error. */
export function ErrorLogBadge({ errors }: { errors: readonly ErrorEntry[] }) {
  const t = useTranslations('errorLog');
  const [open, setOpen] = useState(false);
  const [ErrorLogDialog, wantDialog] = useOnDemand(errorLogDialog);
  const label = t('button', { count: errors.length });
  return (
    <>
      <Hint title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            wantDialog();
            setOpen(true);
          }}
        >
          <Badge badgeContent={errors.length} color="error" max={99}>
            <BugReportOutlined />
          </Badge>
        </IconButton>
      </Hint>
      {ErrorLogDialog && <ErrorLogDialog open={open} onClose={() => setOpen(false)} errors={errors} />}
    </>
  );
}
