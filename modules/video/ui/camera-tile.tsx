'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import type { Camera } from '@console/contract/video/reads';
import { StreamPlayer } from './stream-player';

type Props = {
  index: number;
  camera: Camera | null;
  /** The snapshot's address with the refresh tick, for a camera without a stream. */
  snapshotUrl: string | null;
  chosen: boolean;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onFull: () => void;
  /** The picture could not be read: the tree is read again (the camera may have gone offline). */
  onPictureFailed: () => void;
  tileRef: (el: HTMLDivElement | null) => void;
};

const overlay = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.5,
  p: 1,
  textAlign: 'center',
} as const;

/**
 * One window of the wall, a radio of the wall's group (the chosen one takes the next camera picked in
 * the tree): the camera's stream or its snapshot, its code and name, and what keeps it from showing
 * (offline, a failed picture, nothing chosen). A double click shows it full screen.
 */
export function CameraTile({
  index,
  camera,
  snapshotUrl,
  chosen,
  onChoose,
  onKeyDown,
  onFull,
  onPictureFailed,
  tileRef,
}: Props) {
  const t = useTranslations('videoWall');
  // Which picture address loaded last and which failed: a new address (the next refresh) starts afresh.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [streamFailed, setStreamFailed] = useState<string | null>(null);
  const name = camera ? `${camera.code} ${camera.name}` : null;
  const state = !camera ? 'empty' : !camera.online ? 'offline' : 'online';
  const label = camera
    ? t('tileLabel', { n: index + 1, name: name!, state: t(`state.${state}`) })
    : t('tileEmptyLabel', { n: index + 1 });
  const pictureFailed = snapshotUrl !== null && failed === snapshotUrl;
  const streaming = camera?.online && camera.streamUrl && streamFailed !== camera.streamUrl;

  return (
    <Box
      ref={tileRef}
      role="radio"
      aria-checked={chosen}
      aria-label={label}
      tabIndex={chosen ? 0 : -1}
      onClick={onChoose}
      onDoubleClick={camera ? onFull : undefined}
      onKeyDown={onKeyDown}
      data-testid={`tile-${index + 1}`}
      data-camera={camera?.code ?? ''}
      data-state={state}
      sx={{
        position: 'relative',
        minHeight: 0,
        minWidth: 0,
        bgcolor: '#0b0f17',
        color: '#f3f4f6',
        borderRadius: 1,
        overflow: 'hidden',
        cursor: 'pointer',
        outline: 3,
        outlineOffset: -3,
        outlineColor: chosen ? 'primary.main' : 'transparent',
        '&:focus-visible': { outlineColor: 'warning.main' },
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {camera && streaming && (
          <StreamPlayer
            url={camera.streamUrl!}
            label={t('streamOf', { name: name! })}
            onFail={() => setStreamFailed(camera.streamUrl!)}
          />
        )}
        {camera?.online && !streaming && snapshotUrl && (
          /* eslint-disable-next-line @next/next/no-img-element -- an SVG the platform draws every few seconds;
             nothing for next/image to optimise */
          <img
            src={snapshotUrl}
            alt={t('snapshotOf', { name: name! })}
            onLoad={() => setLoaded(snapshotUrl)}
            onError={() => {
              setFailed(snapshotUrl);
              onPictureFailed();
            }}
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: pictureFailed ? 'none' : 'block' }}
          />
        )}
        {camera?.online && !streaming && loaded === null && !pictureFailed && (
          <Box sx={overlay} role="status" aria-label={t('loadingPicture')}>
            <CircularProgress size={28} color="inherit" aria-hidden />
          </Box>
        )}
        {camera?.online && !streaming && pictureFailed && (
          <Box sx={overlay} role="status">
            <Typography variant="body2">{t('pictureFailed')}</Typography>
          </Box>
        )}
        {camera && !camera.online && (
          <Box sx={{ ...overlay, bgcolor: '#1f2937' }} data-testid="offline-overlay">
            <Typography component="span" variant="h6" sx={{ fontWeight: 700, color: '#fca5a5' }}>
              {t('state.offline')}
            </Typography>
            <Typography component="span" variant="caption">
              {camera.lastSeen ? t('lastSeen', { time: camera.lastSeen }) : t('neverSeen')}
            </Typography>
          </Box>
        )}
        {!camera && (
          <Box sx={overlay}>
            <Typography component="span" variant="body2" sx={{ color: '#d1d5db' }}>
              {chosen ? t('emptyChosen') : t('empty')}
            </Typography>
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.25,
          bgcolor: '#111827',
          fontSize: 12,
          minHeight: 24,
        }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          {index + 1}
        </Box>
        <Box
          component="span"
          sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name ?? '—'}
        </Box>
        {camera && (
          <Box
            component="span"
            data-testid="tile-status"
            sx={{
              px: 0.75,
              borderRadius: 1,
              fontWeight: 600,
              bgcolor: camera.online ? '#14532d' : '#7f1d1d',
              color: '#ffffff',
              whiteSpace: 'nowrap',
            }}
          >
            {camera.online ? (streaming ? t('live') : t('state.online')) : t('state.offline')}
          </Box>
        )}
      </Box>
    </Box>
  );
}
