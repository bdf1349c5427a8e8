'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { GridCell, MonitorArea, MonitorEvent, MonitorRoller } from '@console/contract/compaction/answers';
import type { useDicts } from '@/lib/dict/use-dict';
import type { LivePosition } from './monitor-layers';

// The process monitor's side panels: the day's areas, what the user picked on the map, the day's alarms.

type Dicts = ReturnType<typeof useDicts>;

export const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v.toFixed(1)}`);
export const hhmmss = (t: string | null | undefined) => (t ? t.slice(11, 19) : '');

/** The definition list a picked roller or cell is shown as. */
const facts = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 1.5,
  rowGap: 0.25,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0 },
} as const;

export function AreaList(props: {
  areas: readonly MonitorArea[];
  selected: number | undefined;
  day: string | null;
  dict: Dicts;
  onSelect: (id: number) => void;
}) {
  const { areas, selected, day, dict, onSelect } = props;
  const t = useTranslations('processMonitor');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, maxHeight: 300, overflow: 'auto' }}
      component="section"
      aria-labelledby="monitor-areas"
    >
      <Typography id="monitor-areas" variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }}>
        {day ? t('areasOfDay', { day }) : t('areas')}
      </Typography>
      {areas.length === 0 ? (
        <Typography variant="body2" sx={{ p: 1, color: 'text.secondary' }}>
          {t('noAreas')}
        </Typography>
      ) : (
        <List dense aria-label={t('areas')}>
          {areas.map((a) => (
            <ListItem key={a.id} disablePadding>
              <ListItemButton
                selected={a.id === selected}
                aria-current={a.id === selected ? 'true' : undefined}
                onClick={() => onSelect(a.id)}
                data-area={a.id}
              >
                <ListItemText
                  primary={a.name}
                  secondary={`${a.crewName} · ${t('passRateShort', { value: pct(a.passRate) })}`}
                  slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
                />
                <Chip
                  size="small"
                  label={dict.label('workAreaState', a.state)}
                  color={a.state === 'active' ? 'success' : 'default'}
                  variant={a.state === 'active' ? 'filled' : 'outlined'}
                  sx={{ ml: 0.5 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

export function SelectionCard(props: {
  roller: MonitorRoller | undefined;
  livePos: LivePosition | undefined;
  lastFix: string | null;
  cell: GridCell | null;
  cellError: boolean;
  areas: readonly MonitorArea[];
  dict: Dicts;
}) {
  const { roller, livePos, lastFix, cell, cellError, areas, dict } = props;
  const t = useTranslations('processMonitor');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      component="section"
      aria-labelledby="monitor-selection"
      aria-live="polite"
    >
      <Typography id="monitor-selection" variant="subtitle2" component="h2">
        {roller ? t('rollerCard', { code: roller.code }) : cell ? t('cellCard') : t('selection')}
      </Typography>
      {roller ? (
        <Box component="dl" sx={facts}>
          <Typography component="dt" variant="body2">
            {t('field.name')}
          </Typography>
          <Typography component="dd" variant="body2">
            {roller.name} · {dict.label('rollerModelClass', roller.rollerClass)}
          </Typography>
          <Typography component="dt" variant="body2">
            {t('field.speed')}
          </Typography>
          <Typography component="dd" variant="body2" data-testid="roller-speed">
            {(livePos?.speed ?? roller.speed).toFixed(1)} km/h
          </Typography>
          <Typography component="dt" variant="body2">
            {t('field.heading')}
          </Typography>
          <Typography component="dd" variant="body2">
            {(livePos?.heading ?? roller.heading).toFixed(0)}°
          </Typography>
          <Typography component="dt" variant="body2">
            {t('field.vibration')}
          </Typography>
          <Typography component="dd" variant="body2">
            {roller.vibOn ? `${t('vibOn')} · ${roller.freq} Hz · ${roller.amplitude} mm` : t('vibOff')}
          </Typography>
          <Typography component="dt" variant="body2">
            {t('field.temp')}
          </Typography>
          <Typography component="dd" variant="body2">
            {roller.surfaceTemp} °C
          </Typography>
          <Typography component="dt" variant="body2">
            {t('field.area')}
          </Typography>
          <Typography component="dd" variant="body2">
            {areas.find((a) => a.id === roller.areaId)?.name ?? '—'}
          </Typography>
          <Typography component="dt" variant="body2">
            {t('field.lastFix')}
          </Typography>
          <Typography component="dd" variant="body2">
            {hhmmss(lastFix ?? roller.t)}
          </Typography>
        </Box>
      ) : cell ? (
        <Box component="dl" data-testid="cell-card" sx={facts}>
          <Typography component="dt" variant="body2">
            {t('field.position')}
          </Typography>
          <Typography component="dd" variant="body2">
            X {cell.x} · Y {cell.y}
          </Typography>
          <Typography component="dt" variant="body2">
            {t('metric.passes')}
          </Typography>
          <Typography component="dd" variant="body2" data-testid="cell-passes">
            {cell.passes} / {cell.targetPasses}
          </Typography>
          {cell.vibPasses !== undefined && (
            <>
              <Typography component="dt" variant="body2">
                {t('metric.vibPasses')}
              </Typography>
              <Typography component="dd" variant="body2" data-testid="cell-vib-passes">
                {cell.vibPasses} / {cell.targetVibPasses}
              </Typography>
            </>
          )}
          <Typography component="dt" variant="body2">
            {t('field.lastRoller')}
          </Typography>
          <Typography component="dd" variant="body2" data-testid="cell-last-roller">
            {cell.lastRoller ? `${cell.lastRoller} · ${hhmmss(cell.lastTime)}` : '—'}
          </Typography>
          <Typography component="dt" variant="body2">
            {t('metric.temp')}
          </Typography>
          <Typography component="dd" variant="body2">
            {cell.temp ?? '—'} °C
          </Typography>
          <Typography component="dt" variant="body2">
            {t('metric.speed')}
          </Typography>
          <Typography component="dd" variant="body2">
            {cell.speed ?? '—'} km/h
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {cellError ? t('cellOutside') : t('selectHint')}
        </Typography>
      )}
    </Paper>
  );
}

export function AlarmList({ events, day }: { events: readonly MonitorEvent[]; day: string | null }) {
  const t = useTranslations('processMonitor');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="monitor-alarms">
      <Typography id="monitor-alarms" variant="subtitle2" component="h2">
        {t('alarms')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {day ? t('noAlarmsOfDay') : t('noAlarms')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 300, overflow: 'auto' }} aria-label={t('alarms')} tabIndex={0}>
          {events.map((e) => (
            <Box
              component="li"
              key={`${e.areaId}-${e.deviceCode}-${e.start}-${e.type}`}
              sx={{ listStyle: 'none', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip
                  size="small"
                  label={t('level', { level: e.level })}
                  color={e.level >= 3 ? 'error' : e.level === 2 ? 'warning' : 'default'}
                />
                <Typography variant="body2">
                  {hhmmss(e.start)} {e.deviceCode} {t(`event.${e.type}`)}
                </Typography>
              </Stack>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t(`eventDetail.${e.type}`, {
                  value: e.value,
                  limit: e.limit,
                  minutes: Math.max(
                    1,
                    Math.round((Date.parse(e.end.replace(' ', 'T')) - Date.parse(e.start.replace(' ', 'T'))) / 60000),
                  ),
                })}
              </Typography>
            </Box>
          ))}
        </List>
      )}
    </Paper>
  );
}
