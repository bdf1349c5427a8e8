'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import L from 'leaflet';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import {
  FENCE_MAX_RADIUS,
  fenceArea,
  fenceShapeOf,
  fenceText,
  type FenceShape,
} from '@console/contract/fleet/geofences';
import { useAdjust } from '@/components/common/use-adjust';
import { useApiQuery } from '@/lib/request/query';
import type { SitePlanData } from '@/lib/platform/site-plan';
import { PlanPolygonField } from './plan-polygon-field';
import { SitePlan, toLatLng, useSitePlan } from './site-plan';

type Props = {
  label: string;
  /** `[[x, y], …]`, a circle `[x, y, r]` (site metres), or blank. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
};

const DRAFT = '#d84315';
const DEFAULT_RADIUS = 50;

/** The circle being drawn, over the plan. */
function CircleLayer({ x, y, r }: { x: number; y: number; r: number }) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map) return;
    // The plan's CRS is plain metres, so a Leaflet circle's radius is metres on the plan.
    const group = L.layerGroup([
      L.circle(toLatLng(x, y), { radius: r, color: DRAFT, weight: 2, fillOpacity: 0.15, interactive: false }),
      L.circleMarker(toLatLng(x, y), { radius: 4, color: DRAFT, fillOpacity: 1, interactive: false }),
    ]).addTo(map);
    return () => {
      group.remove();
    };
  }, [map, x, y, r]);
  return null;
}

type CircleText = { x: string; y: string; r: string };
const circleText = (shape: FenceShape | string): CircleText =>
  typeof shape !== 'string' && shape.kind === 'circle'
    ? { x: String(shape.x), y: String(shape.y), r: String(shape.r) }
    : { x: '', y: '', r: String(DEFAULT_RADIUS) };

/** A circle: its centre picked on the plan (or typed), its radius typed. */
function CircleEditor({ label, value, onChange }: Pick<Props, 'label' | 'value' | 'onChange'>) {
  const t = useTranslations('geometry.fence');
  const tg = useTranslations('geometry');
  const locale = useLocale();
  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const shape = fenceShapeOf(value);
  const [typed, setTyped] = useState<CircleText>(() => circleText(shape));
  useAdjust(() => {
    const now = fenceShapeOf(value);
    if (typeof now !== 'string' && now.kind === 'circle') setTyped(circleText(now));
  }, [value]);
  const circle = typeof shape !== 'string' && shape.kind === 'circle' ? shape : null;
  // The plan opens on the circle it edits, with the site around it (a small circle would fill the map); a click
  // that moves the centre does not move the map under the pointer.
  const [focus] = useState(() => {
    if (!circle) return null;
    const half = Math.max(circle.r * 2, 150);
    return { minX: circle.x - half, maxX: circle.x + half, minY: circle.y - half, maxY: circle.y + half };
  });
  const numberOf = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  const bad = (text: string) => text.trim() !== '' && numberOf(text) === null;
  const radius = numberOf(typed.r);
  const radiusBad = radius !== null && (radius <= 0 || radius > FENCE_MAX_RADIUS);

  const commit = (next: CircleText) => {
    setTyped(next);
    const [x, y, r] = [numberOf(next.x), numberOf(next.y), numberOf(next.r)];
    if (x === null || y === null || r === null || r <= 0 || r > FENCE_MAX_RADIUS) return;
    onChange(fenceText({ kind: 'circle', x, y, r }));
  };
  const round = (n: number) => String(Math.round(n * 100) / 100);
  const site = plan.data?.data;

  return (
    <Box>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        data-testid="circle-summary"
        sx={{ mb: 0.5 }}
      >
        {circle
          ? t('circleSummary', {
              r: circle.r.toLocaleString(locale),
              area: fenceArea(circle).toLocaleString(locale, { maximumFractionDigits: 1 }),
            })
          : t('circleEmpty')}
      </Typography>
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
          onPick={(x, y) => commit({ ...typed, x: round(x), y: round(y) })}
        >
          {circle && <CircleLayer x={circle.x} y={circle.y} r={circle.r} />}
        </SitePlan>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('circleHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {(['x', 'y', 'r'] as const).map((key) => (
          <TextField
            key={key}
            size="small"
            label={key === 'r' ? t('radius') : tg(key)}
            value={typed[key]}
            inputMode="decimal"
            onChange={(e) => commit({ ...typed, [key]: e.target.value })}
            error={bad(typed[key]) || (key === 'r' && radiusBad)}
            helperText={
              bad(typed[key])
                ? tg('notNumber')
                : key === 'r' && radiusBad
                  ? t('radiusRange', { max: FENCE_MAX_RADIUS })
                  : undefined
            }
          />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A geofence's area drawn on the site plan: a polygon (the outline editor of every area form) or a circle (a centre
 * picked on the plan and a radius). Switching keeps what each mode had, so nothing drawn is lost by a wrong click.
 */
export function PlanFenceField({ label, value, onChange, required, error, helperText }: Props) {
  const t = useTranslations('geometry.fence');
  const parsed = fenceShapeOf(value);
  const [mode, setMode] = useState<'polygon' | 'circle'>(
    typeof parsed !== 'string' && parsed.kind === 'circle' ? 'circle' : 'polygon',
  );
  const [kept, setKept] = useState<Record<'polygon' | 'circle', string>>({ polygon: '', circle: '' });
  const switchTo = (next: 'polygon' | 'circle' | null) => {
    if (!next || next === mode) return;
    setKept((k) => ({ ...k, [mode]: value }));
    setMode(next);
    onChange(kept[next]);
  };

  return (
    <Box role="group" aria-label={label} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="span" variant="subtitle2" color={error ? 'error' : undefined}>
          {label}
          {required ? ' *' : ''}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, next) => switchTo(next)}
          aria-label={t('shape')}
        >
          <ToggleButton value="polygon" sx={{ minHeight: 36, px: 2 }}>
            {t('polygon')}
          </ToggleButton>
          <ToggleButton value="circle" sx={{ minHeight: 36, px: 2 }}>
            {t('circle')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {mode === 'polygon' ? (
        <PlanPolygonField
          label={t('polygonLabel', { label })}
          value={value}
          onChange={onChange}
          error={error}
          helperText={helperText}
        />
      ) : (
        <>
          <CircleEditor label={label} value={value} onChange={onChange} />
          {error && helperText && (
            <Typography variant="caption" color="error" component="p">
              {helperText}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
