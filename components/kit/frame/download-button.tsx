'use client';

import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { downloadUrl, requestDownload } from '@/lib/request/download';

/**
 * A download from the platform: a link to the file (copy, open in a tab), which on a click fetches it through the
 * request layer, so that a refusal — too many downloads at once, a lost session — is the catalogue's notice, not a
 * page of JSON. Busy until the file is saved (the button says so; its spinner is decoration); a second click meanwhile
 * starts nothing.
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
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
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

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The export of a list: one button that offers the file's format (a CSV for tools, a workbook for people; a track's
 * GPX or KML), each a download as above; the platform writes it in the console's language.
 */
export function ExportButton<F extends string = ExportFormat>({
  path,
  disabled,
  label,
  formats,
}: {
  path: (format: F) => string;
  disabled?: boolean;
  label: string;
  formats: Record<F, string>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
        endIcon={<ArrowDropDown />}
        disabled={disabled}
        aria-busy={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(Object.keys(formats) as F[]).map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={downloadUrl(path(format))}
            download
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              setAnchor(null);
              if (busy) return;
              setBusy(true);
              requestDownload(path(format))
                .catch(() => undefined)
                .finally(() => setBusy(false));
            }}
          >
            {formats[format]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
