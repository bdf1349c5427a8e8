'use client';

import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type L from 'leaflet';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { TabBar } from '@/components/common/tab-bar';
import { useAdjust } from '@/components/common/use-adjust';
import { useApiQuery } from '@/lib/request/query';
import type { Point, SitePlanData } from '@/lib/platform/site-plan';
import { ChainageRange } from './chainage-range';
import { EditableRing } from './editable-ring';
import { ringArea, ringOf, ringText, snapped } from './ring-geometry';
import { boundsOf, SitePlan, useSitePlan, type Bounds } from './site-plan';
import { toVertexText, VertexTable, verticesOf, type VertexText } from './vertex-table';

type Props = {
  label: string;
  /** The outline as the form holds it: `[[x, y], …]` in metres, or blank. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
};

/** Hands the enclosing plan's map up to the editor (it needs the zoom to snap and the map to fit). */
function MapHandle({ onMap }: { onMap: (map: L.Map | null) => void }) {
  const map = useSitePlan();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

/** Snapping reaches this far on the screen, whatever the zoom. */
const SNAP_PX = 10;

/**
 * A polygon field drawn on the site plan: a click (or Enter at the map's centre) adds a vertex at the end, a vertex is
 * dragged or moved with the arrow keys, removed with a right-click or Delete; points near a stake or the centreline
 * snap to them. The same outline can be made from a chainage range with two offsets, or typed as a table of
 * vertices. Every change can be undone (the button, or Ctrl+Z inside the field). Loaded only by forms that hold an
 * outline: Leaflet stays out of the other screens.
 */
export function PlanPolygonField({ label, value, onChange, required, error, helperText }: Props) {
  const t = useTranslations('geometry.plan');
  const tg = useTranslations('geometry');
  const locale = useLocale();
  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const [tab, setTab] = useState<'chainage' | 'table'>('chainage');
  const [snap, setSnap] = useState(true);
  const [map, setMap] = useState<L.Map | null>(null);
  const [history, setHistory] = useState<string[]>([]);
  const ring = useMemo(() => ringOf(value) ?? [], [value]);
  const unreadable = ringOf(value) === null;
  // The outline it opened with, then each one made from a chainage range: the plan fits to it.
  const [focus, setFocus] = useState<Bounds | null>(() => (ring.length > 0 ? boundsOf(ring) : null));
  const [rows, setRows] = useState<VertexText[]>(() => toVertexText(ring));
  useAdjust(() => {
    const typed = verticesOf(rows);
    if (!typed || ringText(typed) !== ringText(ring)) setRows(toVertexText(ring));
  }, [value]);

  const commit = (next: readonly Point[]) => {
    const text = ringText(next);
    if (text === value) return;
    setHistory((h) => [...h, value]);
    onChange(text);
  };
  const undo = () => {
    const previous = history[history.length - 1];
    if (previous === undefined) return;
    setHistory((h) => h.slice(0, -1));
    onChange(previous);
  };

  const site = plan.data?.data;
  const place = (p: Point): Point => {
    if (!snap || !site || !map) return [Math.round(p[0] * 100) / 100, Math.round(p[1] * 100) / 100];
    const tolerance = SNAP_PX * 2 ** -map.getZoom();
    const s = snapped(p, site.stakes, site.alignment?.polyline ?? [], tolerance);
    return s.to ? s.point : [Math.round(p[0] * 100) / 100, Math.round(p[1] * 100) / 100];
  };
  const area = ringArea(ring);
  const keys = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !(e.target instanceof HTMLInputElement)) {
      e.preventDefault();
      undo();
    }
  };

  return (
    <Box role="group" aria-label={label} onKeyDown={keys} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography component="span" variant="subtitle2" color={error ? 'error' : undefined}>
          {label}
          {required ? ' *' : ''}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="ring-summary"
        >
          {ring.length === 0
            ? t('empty')
            : t('summary', { n: ring.length, area: area.toLocaleString(locale, { maximumFractionDigits: 1 }) })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <FormControlLabel
          control={<Switch size="small" checked={snap} onChange={(e) => setSnap(e.target.checked)} />}
          label={t('snap')}
        />
        <Button size="small" startIcon={<UndoIcon />} onClick={undo} disabled={history.length === 0}>
          {t('undo')}
        </Button>
        <Button size="small" onClick={() => commit([])} disabled={ring.length === 0}>
          {t('clear')}
        </Button>
      </Stack>
      {unreadable && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('unreadable')}
        </Alert>
      )}
      {plan.isError ? (
        <Alert severity="error">{tg('loadFailed')}</Alert>
      ) : !site ? (
        <Box sx={{ height: 320, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{tg('loading')}</Typography>
        </Box>
      ) : (
        <SitePlan
          plan={site}
          label={t('mapLabel', { label })}
          focus={focus}
          height={320}
          onPick={(x, y) => commit([...ring, place([x, y])])}
        >
          <MapHandle onMap={setMap} />
          <EditableRing
            ring={ring}
            onMove={(i, to) => commit(ring.map((p, j) => (j === i ? place(to) : p)))}
            onRemove={(i) => commit(ring.filter((_, j) => j !== i))}
            vertexLabel={(i) => tg('vertexNo', { n: i + 1 })}
          />
        </SitePlan>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('hint')}
      </Typography>
      {ring.length > 0 && ring.length < 3 && tab !== 'table' && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {tg('tooFewVertices', { min: 3 })}
        </Typography>
      )}
      {error && helperText && (
        <Typography variant="caption" color="error" component="p">
          {helperText}
        </Typography>
      )}
      <TabBar
        dense
        value={tab}
        onChange={setTab}
        aria-label={t('otherWays')}
        tabs={[
          { value: 'chainage', label: t('byChainage') },
          { value: 'table', label: t('byTable') },
        ]}
      />
      <Box sx={{ pt: 1.5 }}>
        {tab === 'chainage' ? (
          <ChainageRange
            stakes={site?.stakes ?? []}
            onMade={(made) => {
              commit(made);
              setFocus(boundsOf(made));
            }}
          />
        ) : (
          <VertexTable
            rows={rows}
            min={3}
            label={t('tableLabel', { label })}
            onChange={(next) => {
              setRows(next);
              const typed = verticesOf(next);
              if (typed) commit(typed);
            }}
          />
        )}
      </Box>
    </Box>
  );
}
