'use client';

import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import { BASE_PATH } from '@/lib/public-env';

// The viewer's dialog (MUI Dialog, Modal) loads when a document is first opened, not with the dashboard.
const pdfViewer = onDemand(() => import('@/components/pdf/pdf-viewer').then((m) => m.PdfViewer));

// Public files are served under the deployment's base path.
const USER_GUIDE = `${BASE_PATH}/docs/user-guide.pdf`;

export function DocumentsList() {
  const t = useTranslations('dashboard');
  const [open, setOpen] = useState(false);
  const [PdfViewer, wantViewer] = useOnDemand(pdfViewer);
  return (
    <>
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton
            // Fetched while the pointer or the focus is on its way to the click.
            onPointerEnter={wantViewer}
            onFocus={wantViewer}
            onClick={() => {
              wantViewer();
              setOpen(true);
            }}
            aria-haspopup="dialog"
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <PictureAsPdfOutlined fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText primary={t('userGuide')} secondary={t('userGuideDescription')} />
          </ListItemButton>
        </ListItem>
      </List>
      {PdfViewer && <PdfViewer url={USER_GUIDE} open={open} onClose={() => setOpen(false)} title={t('userGuide')} />}
    </>
  );
}
