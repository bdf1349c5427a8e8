'use client';

import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import { ExportButton } from '@/components/kit/frame/download-button';

type Range = { vehicleId: string; start: string; end: string };

/** The shown range's every fix as GPX or KML, for GNSS and GIS tools (latitude/longitude from the project's frame). */
export function TrackFileButton({ kind, range }: { kind: 'ylc' | 'ssc'; range: Range | null }) {
  const t = useTranslations('vehiclePlayback');
  const path = (format: 'gpx' | 'kml') =>
    range ? `/api/${kind}/track/file?${new URLSearchParams({ ...range, format }).toString()}` : '';
  return (
    <Box sx={{ mt: 0.25 }}>
      <ExportButton
        path={path}
        disabled={!range}
        label={t('exportTrack')}
        formats={{ gpx: t('exportGpx'), kml: t('exportKml') }}
      />
    </Box>
  );
}
