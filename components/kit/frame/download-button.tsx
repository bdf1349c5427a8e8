'use client';

import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { downloadUrl, requestDownload } from '@/lib/request/download';

/**
 * A download from the platform: a link to the file (copy, open in a tab), which on a click fetches it through the
 * request layer, so that a refusal — too many downloads at once, a lost session — is the catalogue's notice, not a
 * page of JSON. Busy until the file is saved; a second click meanwhile starts nothing.
 */
export function DownloadButton({
  path,
  disabled,
  children,
}: {
  path: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
      href={downloadUrl(path)}
      download
      disabled={disabled}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        requestDownload(path)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}
