'use client';

import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import ClearIcon from '@mui/icons-material/Clear';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAdjust } from '@/components/common/use-adjust';
import { useLiveTopics } from '@/components/live/live-channel';
import { useShellData } from '@/components/shell/shell-context';
import { useDict } from '@/lib/dict/use-dict';
import type { Camera, CameraTree as Tree } from '@console/contract/video/reads';
import { camerasOf } from '@/modules/video/contract';
import { useApiQuery } from '@/lib/request/query';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import type { ScreenProps } from '@/components/screens/screen-props';
import { PendingScreen } from '@/components/kit/frame/pending-screen';
import { liveTopics } from '@/lib/routes/topics';
import type { VideoWallDef } from '../screen-defs';
import { CameraTile } from '../ui/camera-tile';
import { CameraTree } from '../ui/camera-tree';
import { assign, columnsOf, initialTiles, moveTile, splits, statusChanged, type Split } from '../ui/wall-layout';

/**
 * A video wall: the cameras' tree on the left, the wall of 1, 4, 9 or 16 windows on the right. A window is
 * chosen (click, or the arrow keys in the wall), then a camera in the tree goes on it. Each window plays the
 * camera's stream, or shows its snapshot read again every few seconds while the page is shown (the platform
 * draws it from the simulated site when there is no media server); an offline camera says so. The tree is
 * read again on every `spjk.status` event, so a camera that goes offline is marked without a reload. One
 * window can fill the screen.
 */
export function VideoWallScreen({ match, def }: ScreenProps & { def: VideoWallDef }) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('videoWall');
  const tree = useApiQuery<{ data: Tree }>({ path: def.treeApi });
  const scope = useDict(def.scopeDict);
  const scopeLabel = useCallback((code: string) => String(scope.label(code)), [scope]);

  const nodes = useMemo(() => tree.data?.data.nodes ?? [], [tree.data]);
  const cameras = useMemo(() => camerasOf(nodes), [nodes]);
  const byId = useMemo(() => new Map(cameras.map((c) => [c.id, c])), [cameras]);
  const online = useMemo(() => new Map(cameras.map((c) => [c.id, c.online])), [cameras]);
  useLiveTopics(liveTopics[match.screen.code], (data) => {
    if (statusChanged(data, online)) void tree.refetch();
  });
  const [split, setSplit] = useState<Split>(def.split);
  const [tiles, setTiles] = useState<(number | null)[] | null>(null);
  const [chosen, setChosen] = useState(0);
  const [full, setFull] = useState(false);
  const [tick, setTick] = useState(0);
  const tileEls = useRef<(HTMLDivElement | null)[]>([]);
  const wallRef = useRef<HTMLDivElement>(null);

  // The first answer fills the wall with the first cameras; later answers keep the user's choice.
  useAdjust(() => {
    if (tiles === null && tree.data)
      setTiles(
        initialTiles(
          cameras.map((c) => c.id),
          split,
        ),
      );
  }, [tree.data]);

  // The snapshots' refresh: a new address every refreshMs while the page is shown (a hidden tab's effects stop).
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), def.refreshMs);
    return () => clearInterval(timer);
  }, [def.refreshMs]);

  // Leaving the browser's full screen (Esc) leaves the single window too.
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const refresh = () => {
    void tree.refetch();
    setTick((n) => n + 1);
  };
  const failed = tree.isError && !tree.data;
  if (failed || !tree.data || tiles === null)
    return (
      <PendingScreen
        title={title}
        onRefresh={refresh}
        failed={failed}
        failedText={t('loadFailed')}
        loadingText={t('loading')}
      />
    );

  const shownCamera = (i: number): Camera | null => {
    const id = tiles[i];
    return id === null || id === undefined ? null : (byId.get(id) ?? null);
  };
  const chosenCamera = shownCamera(chosen);
  const snapshotOf = (camera: Camera | null) =>
    camera && camera.online && !camera.streamUrl
      ? `${def.snapshotApi.replace('{id}', String(camera.id))}?v=${tick}`
      : null;

  const changeSplit = (next: Split) => {
    setSplit(next);
    setFull(false);
    if (chosen >= next) setChosen(0);
    // Windows that were empty take the cameras not on the wall yet, in tree order.
    setTiles((current) => {
      const out = [...(current ?? [])];
      const onWall = new Set(out.slice(0, next).filter((id): id is number => id !== null));
      const spare = cameras.map((c) => c.id).filter((id) => !onWall.has(id));
      for (let i = 0; i < next; i++) if (out[i] === null || out[i] === undefined) out[i] = spare.shift() ?? null;
      return out;
    });
  };
  const pick = (camera: Camera) => setTiles((current) => assign(current ?? [], chosen, camera.id, split));
  const clear = () => setTiles((current) => (current ?? []).map((id, i) => (i === chosen ? null : id)));
  const enterFull = () => {
    if (!chosenCamera) return;
    setFull(true);
    // The browser's full screen where it is allowed; the single window fills the page either way.
    wallRef.current?.requestFullscreen?.().catch(() => undefined);
  };
  const exitFull = () => {
    setFull(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };
  const onTileKey = (event: KeyboardEvent<HTMLDivElement>, i: number) => {
    if (event.key === 'Enter' && shownCamera(i)) {
      event.preventDefault();
      if (full) exitFull();
      else enterFull();
      return;
    }
    if (full) return;
    const next = moveTile(i, event.key, split);
    if (next === i) return;
    event.preventDefault();
    setChosen(next);
    tileEls.current[next]?.focus();
  };

  const visible = full ? [chosen] : Array.from({ length: split }, (_, i) => i);
  const cols = full ? 1 : columnsOf(split);
  const offline = cameras.filter((c) => !c.online).length;

  return (
    <ScreenFrame
      title={title}
      toolbar={
        <ScreenToolbar onRefresh={refresh}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={split}
            onChange={(_e, value: Split | null) => value && changeSplit(value)}
            aria-label={t('split')}
          >
            {splits.map((s) => (
              <ToggleButton key={s} value={s} aria-label={t('splitN', { n: s })} sx={{ minWidth: 40 }}>
                {s}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button size="small" startIcon={<ClearIcon />} onClick={clear} disabled={!chosenCamera}>
            {t('clear')}
          </Button>
          <Button size="small" startIcon={<FullscreenIcon />} onClick={enterFull} disabled={!chosenCamera || full}>
            {t('full')}
          </Button>
        </ScreenToolbar>
      }
    >
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="camera-tree"
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'auto', p: 1 }}
        >
          <Typography id="camera-tree" variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }}>
            {t('cameras', { count: cameras.length })}
          </Typography>
          <Typography variant="caption" sx={{ px: 1, color: 'text.secondary' }} data-testid="camera-counts">
            {t('counts', { online: cameras.length - offline, offline })}
          </Typography>
          {cameras.length === 0 ? (
            <Typography variant="body2" sx={{ p: 1, color: 'text.secondary' }}>
              {t('noCameras')}
            </Typography>
          ) : (
            <CameraTree nodes={nodes} scopeLabel={scopeLabel} shown={chosenCamera?.id ?? null} onPick={pick} />
          )}
        </Paper>
        <Stack spacing={1} sx={{ minHeight: 0, minWidth: 0 }}>
          {tree.isError && (
            <Alert severity="warning" role="status">
              {t('stale', { time: tree.data.data.simTime })}
            </Alert>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('hint')}
          </Typography>
          <Box
            ref={wallRef}
            sx={{
              position: 'relative',
              flex: 1,
              minHeight: 360,
              display: 'flex',
              '&:fullscreen': { bgcolor: '#030712' },
            }}
          >
            <Box
              role="radiogroup"
              aria-label={t('wall')}
              data-testid="video-wall"
              data-split={split}
              data-full={full ? '1' : '0'}
              sx={{
                flex: 1,
                minHeight: 360,
                display: 'grid',
                gap: 0.5,
                width: '100%',
                gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
                gridTemplateRows: `repeat(${cols}, minmax(0, 1fr))`,
                aspectRatio: full ? undefined : '16 / 9',
                maxHeight: full ? undefined : 'calc(100vh - 220px)',
                bgcolor: '#030712',
                p: 0.5,
                borderRadius: 1,
              }}
            >
              {visible.map((i) => (
                <CameraTile
                  key={i}
                  index={i}
                  camera={shownCamera(i)}
                  snapshotUrl={snapshotOf(shownCamera(i))}
                  chosen={i === chosen}
                  onChoose={() => setChosen(i)}
                  onKeyDown={(e) => onTileKey(e, i)}
                  onFull={() => {
                    setChosen(i);
                    if (full) exitFull();
                    else {
                      setFull(true);
                      wallRef.current?.requestFullscreen?.().catch(() => undefined);
                    }
                  }}
                  onPictureFailed={() => void tree.refetch()}
                  tileRef={(el) => {
                    tileEls.current[i] = el;
                  }}
                />
              ))}
            </Box>
            {full && (
              <Button
                variant="contained"
                size="small"
                startIcon={<FullscreenExitIcon />}
                onClick={exitFull}
                sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}
              >
                {t('exitFull')}
              </Button>
            )}
          </Box>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
