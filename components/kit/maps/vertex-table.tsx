'use client';

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SiteFrame } from '@console/contract/site/frame-spec';
import type { Point, SitePlanData } from '@/lib/platform/site-plan';
import { useApiQuery } from '@/lib/request/query';
import { pointText, useCoordinateSystem, useFrameLib } from '@/lib/platform/coordinate-system';

/** A vertex as typed: text until it is saved, so a half-typed number is not lost. */
export type VertexText = { x: string; y: string };

export const toVertexText = (points: readonly Point[]): VertexText[] =>
  points.map(([x, y]) => ({ x: String(x), y: String(y) }));

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The vertices as numbers, or null while one is not a number. */
export function verticesOf(rows: readonly VertexText[]): Point[] | null {
  const out: Point[] = [];
  for (const r of rows) {
    const x = numberOf(r.x);
    const y = numberOf(r.y);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    out.push([x, y]);
  }
  return out;
}

const axes = ['first', 'second'] as const;

type FrameLib = NonNullable<ReturnType<typeof useFrameLib>>;
type System = 'grid' | 'geographic';

/**
 * A vertex typed in the CGCS2000 columns as site metres (to the millimetre): `column` 0 is the first shown (N, or
 * latitude), 1 the second (E, or longitude), `other` the number the other column holds; null while not a number.
 */
export function siteVertexOf(
  lib: Pick<FrameLib, 'pointFrom'>,
  system: System,
  frame: SiteFrame,
  column: 0 | 1,
  typed: string,
  other: number,
): Point | null {
  const value = numberOf(typed.replace('°', ''));
  if (!Number.isFinite(value) || !Number.isFinite(other)) return null;
  // Shown as [N, E] or [lat, lon]; the frame takes [E, N] or [lon, lat].
  const given: [number, number] = column === 0 ? [other, value] : [value, other];
  const [x, y] = lib.pointFrom(system, frame, given);
  return [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
}

/**
 * The keyboard way to edit a polyline or polygon: one row per vertex with its X and Y in metres, a row
 * inserted after any vertex or removed; a cell that is not a number says so. When the user reads coordinates in
 * CGCS2000 (the map's readout) and the plan has a frame, each vertex is also shown so, and may be typed so: the
 * vertex is moved to the site point those coordinates name.
 */
export function VertexTable({
  rows,
  onChange,
  min,
  label,
  readOnly,
}: {
  rows: VertexText[];
  onChange: (rows: VertexText[]) => void;
  min: number;
  label: string;
  readOnly?: boolean;
}) {
  const t = useTranslations('geometry');
  const ts = useTranslations('siteMap');
  // The plan its editor draws beside it, read from the cache.
  const frame = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity }).data?.data
    .frame;
  const chosen = useCoordinateSystem();
  const system = frame ? chosen : 'site';
  const lib = useFrameLib(system !== 'site');
  const converted = (r: VertexText): [string, string] => {
    const [x, y] = [numberOf(r.x), numberOf(r.y)];
    if (!lib || !frame || system === 'site' || !Number.isFinite(x) || !Number.isFinite(y)) return ['', ''];
    return pointText(system, lib.pointIn(system, frame, [x, y]));
  };
  const also = system !== 'site' && lib !== null;
  // The CGCS2000 cell being typed in keeps its text until it loses focus (the others follow the vertex).
  const [draft, setDraft] = useState<{ i: number; k: 0 | 1; text: string } | null>(null);
  const typeConverted = (i: number, k: 0 | 1, text: string) => {
    setDraft({ i, k, text });
    if (!lib || !frame || system === 'site') return;
    const r = rows[i]!;
    const shown = lib.pointIn(system, frame, [numberOf(r.x), numberOf(r.y)]);
    // The other column's number, unrounded: [N, E] / [lat, lon] shown, [E, N] / [lon, lat] held.
    const other = k === 0 ? shown[0] : shown[1];
    const at = siteVertexOf(lib, system, frame, k, text, other);
    if (at) onChange(rows.map((row, j) => (j === i ? { x: String(at[0]), y: String(at[1]) } : row)));
  };
  const set = (i: number, key: 'x' | 'y', value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const insertAfter = (i: number) => {
    const a = rows[i]!;
    const b = rows[i + 1];
    // Halfway to the next vertex, or 10 m on from the last: a place the user then moves.
    const mid = (p: string, q: string | undefined, step: number) => {
      const n = numberOf(p);
      const m = q === undefined ? NaN : numberOf(q);
      return Number.isFinite(n) ? String(Math.round((Number.isFinite(m) ? (n + m) / 2 : n + step) * 1000) / 1000) : '';
    };
    onChange([...rows.slice(0, i + 1), { x: mid(a.x, b?.x, 10), y: mid(a.y, b?.y, 0) }, ...rows.slice(i + 1)]);
  };
  const cell = (i: number, key: 'x' | 'y') => {
    const value = rows[i]![key];
    const bad = !Number.isFinite(numberOf(value));
    return (
      <td>
        <InputBase
          value={value}
          onChange={(e) => set(i, key, e.target.value)}
          readOnly={readOnly}
          error={bad}
          inputProps={{
            'aria-label': `${t('vertexNo', { n: i + 1 })} ${key.toUpperCase()}`,
            'aria-invalid': bad || undefined,
            inputMode: 'decimal',
            'data-vertex': `${i}-${key}`,
          }}
          sx={{
            width: '100%',
            px: 0.5,
            fontSize: 13,
            borderBottom: 1,
            borderColor: bad ? 'error.main' : 'divider',
            '& input': { p: '2px 0' },
          }}
        />
      </td>
    );
  };
  return (
    <Box>
      <Box sx={{ maxHeight: 300, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={-1}>
        <Box
          component="table"
          aria-label={label}
          sx={{
            width: '100%',
            // With the CGCS2000 columns a phone's dialog is too narrow: the table scrolls sideways in its box rather
            // than squeeze the site metres out of sight.
            minWidth: also ? 480 : undefined,
            borderCollapse: 'collapse',
            '& th, & td': { px: 0.5, py: 0.25, fontSize: 13 },
            '& th': { textAlign: 'left', position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1 },
          }}
        >
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('x')}</th>
              <th scope="col">{t('y')}</th>
              {also && <th scope="col">{ts(`axes.${system}.first`)}</th>}
              {also && <th scope="col">{ts(`axes.${system}.second`)}</th>}
              {!readOnly && <th scope="col" aria-label={t('vertices')} />}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                {cell(i, 'x')}
                {cell(i, 'y')}
                {also &&
                  converted(r).map((v, k) => (
                    <td key={k} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      <InputBase
                        value={draft && draft.i === i && draft.k === k ? draft.text : v}
                        onChange={(e) => typeConverted(i, k as 0 | 1, e.target.value)}
                        onBlur={() => setDraft(null)}
                        readOnly={readOnly}
                        inputProps={{
                          'aria-label': `${t('vertexNo', { n: i + 1 })} ${ts(`axes.${system}.${axes[k]!}`)}`,
                          inputMode: 'decimal',
                        }}
                        sx={{
                          width: '100%',
                          minWidth: 110,
                          px: 0.5,
                          fontSize: 13,
                          borderBottom: 1,
                          borderColor: 'divider',
                          '& input': { p: '2px 0' },
                        }}
                      />
                    </td>
                  ))}
                {!readOnly && (
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={t('addVertex', { n: i + 1 })} onClick={() => insertAfter(i)}>
                      <AddIcon fontSize="inherit" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('removeVertex', { n: i + 1 })}
                      disabled={rows.length <= min}
                      onClick={() => onChange(rows.filter((__, j) => j !== i))}
                    >
                      <DeleteOutlineIcon fontSize="inherit" />
                    </IconButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {!readOnly && rows.length === 0 && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([{ x: '', y: '' }])}>
          {t('addLast')}
        </Button>
      )}
      {rows.length < min && (
        <Typography variant="caption" color="error" role="alert">
          {t('tooFewVertices', { min })}
        </Typography>
      )}
    </Box>
  );
}
