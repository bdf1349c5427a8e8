'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import type { BaseMapRow } from '@console/contract/site/reads';
import { apiUrl } from '@/lib/request/request';
import { TextInput } from '@/components/common/text-input';
import type { PointsText } from './control-points';

// Parts of 底图配置: the list of base maps, the dialog that names a new one, and a calibrated image's two control points
// picked on it and typed.

/** The base maps by name, with whether each has a file and is drawn on the maps. */
export function BaseMapList({
  rows,
  selectedId,
  onSelect,
  onMaps,
}: {
  rows: readonly BaseMapRow[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onMaps: (id: number) => boolean;
}) {
  const t = useTranslations('geometry.baseMap');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="base-map-list" sx={{ p: 1 }}>
      <Typography id="base-map-list" variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }}>
        {t('list')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ p: 1, color: 'text.secondary' }}>
          {t('empty')}
        </Typography>
      ) : (
        <List dense aria-label={t('list')} sx={{ maxHeight: 200, overflow: 'auto' }}>
          {rows.map((r) => (
            <ListItem key={r.id} disablePadding>
              <ListItemButton
                selected={r.id === selectedId}
                aria-current={r.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(r.id)}
                data-base-map={r.id}
              >
                <ListItemText
                  primary={r.name}
                  secondary={
                    `${r.kind ? t(r.kind === 'vector' ? 'kindVector' : 'kindImage') : t('noFile')} · ` +
                    `${onMaps(r.id) ? t('onMaps') : t('notOnMaps')}`
                  }
                  slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The image with the two points marked where they are, the point being picked, and the points' numbers as typed. */
export function ControlPointsPicker({
  row,
  points,
  active,
  onActive,
  canEdit,
  onPickImage,
  onPoint,
  errors,
  transform,
}: {
  row: BaseMapRow;
  points: PointsText;
  active: 0 | 1;
  onActive: (point: 0 | 1) => void;
  canEdit: boolean;
  onPickImage: (e: MouseEvent<HTMLElement>) => void;
  onPoint: (point: number, k: number, value: string) => void;
  errors: readonly string[];
  transform: { metresPerPixel: number; rotation: number } | null;
}) {
  const t = useTranslations('geometry.baseMap');
  const tg = useTranslations('geometry');
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('controlPoints')}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 0.5 }}>
        {t('controlHint')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={active}
        onChange={(_, v: 0 | 1 | null) => v !== null && onActive(v)}
        aria-label={t('activePoint')}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>{t('point', { n: 1 })}</ToggleButton>
        <ToggleButton value={1}>{t('point', { n: 2 })}</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          lineHeight: 0,
          border: 1,
          borderColor: 'divider',
          cursor: canEdit ? 'crosshair' : 'default',
        }}
        onClick={onPickImage}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the platform's file, drawn at its own size for
           picking pixels */}
        <img
          src={apiUrl(`/api/site/baseMap/${row.id}/file`, { v: row.fileVersion })}
          alt={t('imageAlt', { name: row.name, n: active + 1 })}
          style={{ width: '100%', height: 'auto', aspectRatio: `${row.width} / ${row.height}` }}
          draggable={false}
          data-testid="base-map-image"
        />
        {points.map(([u, v], i) =>
          u.trim() !== '' && v.trim() !== '' && Number.isFinite(Number(u)) && Number.isFinite(Number(v)) ? (
            <Box
              key={i}
              aria-hidden
              sx={{
                position: 'absolute',
                left: `${(Number(u) / row.width!) * 100}%`,
                top: `${(Number(v) / row.height!) * 100}%`,
                transform: 'translate(-50%, -50%)',
                width: 18,
                height: 18,
                borderRadius: '50%',
                bgcolor: '#d84315',
                color: '#fff',
                fontSize: 11,
                lineHeight: '18px',
                textAlign: 'center',
                border: '2px solid #fff',
                pointerEvents: 'none',
              }}
            >
              {i + 1}
            </Box>
          ) : null,
        )}
      </Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          mt: 1,
          '& td, & th': { p: 0.25, fontSize: 13 },
          '& th': { textAlign: 'left', fontWeight: 500 },
        }}
        aria-label={t('controlPoints')}
      >
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('u')}</th>
            <th scope="col">{t('v')}</th>
            <th scope="col">{tg('x')}</th>
            <th scope="col">{tg('y')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              {p.map((value, k) => (
                <td key={k}>
                  <OutlinedInput
                    size="small"
                    value={value}
                    onChange={(e) => onPoint(i, k, e.target.value)}
                    readOnly={!canEdit}
                    inputProps={{
                      'aria-label': `${t('point', { n: i + 1 })} ${[t('u'), t('v'), tg('x'), tg('y')][k]}`,
                      inputMode: 'decimal',
                      'data-cp': `${i}-${k}`,
                    }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      {errors.map((e) => (
        <Typography key={e} variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {e}
        </Typography>
      ))}
      {transform && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="base-map-transform">
          {t('transform', {
            scale: transform.metresPerPixel.toPrecision(3),
            rotation: transform.rotation.toFixed(1),
          })}
        </Typography>
      )}
    </Box>
  );
}

/** A new base map's name (null: the dialog is closed); Enter or save creates it. */
export function CreateDialog({
  name,
  onName,
  onCreate,
  pending,
}: {
  name: string | null;
  onName: (name: string | null) => void;
  onCreate: (name: string) => void;
  pending: boolean;
}) {
  const t = useTranslations('geometry.baseMap');
  const tg = useTranslations('geometry');
  return (
    <Dialog open={name !== null} onClose={() => onName(null)} aria-labelledby="base-map-create">
      <DialogTitle id="base-map-create">{t('add')}</DialogTitle>
      <DialogContent>
        <TextInput
          autoFocus
          fullWidth
          sx={{ mt: 1, mb: 0.5 }}
          label={t('name')}
          value={name ?? ''}
          onChange={(e) => onName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && name?.trim() && onCreate(name.trim())}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onName(null)}>{tg('cancel')}</Button>
        <Button variant="contained" disabled={!name?.trim() || pending} onClick={() => onCreate(name!.trim())}>
          {tg('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
