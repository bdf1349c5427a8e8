'use client';

import AddIcon from '@mui/icons-material/Add';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import RemoveIcon from '@mui/icons-material/Remove';
import StraightenIcon from '@mui/icons-material/Straighten';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Hint } from '@/components/common/hint';
import type L from 'leaflet';
import { useTranslations } from 'next-intl';

type Props = {
  map: L.Map | null;
  /** A selection is shown: the fit button fits it, and a second one fits the whole site. */
  focused: boolean;
  onFit: () => void;
  onFitAll: () => void;
  /** The ruler is on; the button turns it on and off. */
  measuring: boolean;
  onMeasure: () => void;
};

/** The map's toolbar in its upper left corner: zoom in and out, fit the selection or the site, the ruler. */
export function PlanControls({ map, focused, onFit, onFitAll, measuring, onMeasure }: Props) {
  const t = useTranslations('siteMap');
  return (
    <Paper
      elevation={2}
      sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1000, display: 'flex', flexDirection: 'column' }}
      role="toolbar"
      aria-label={t('controls')}
      aria-orientation="vertical"
    >
      <Hint title={t('zoomIn')} placement="right">
        <IconButton size="small" aria-label={t('zoomIn')} onClick={() => map?.zoomIn()}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Hint>
      <Hint title={t('zoomOut')} placement="right">
        <IconButton size="small" aria-label={t('zoomOut')} onClick={() => map?.zoomOut()}>
          <RemoveIcon fontSize="small" />
        </IconButton>
      </Hint>
      <Hint title={focused ? t('fitSelection') : t('fitAll')} placement="right">
        <IconButton size="small" aria-label={focused ? t('fitSelection') : t('fitAll')} onClick={onFit}>
          <CenterFocusStrongIcon fontSize="small" />
        </IconButton>
      </Hint>
      {focused && (
        <Hint title={t('fitAll')} placement="right">
          <IconButton size="small" aria-label={t('fitAll')} onClick={onFitAll}>
            <ZoomOutMapIcon fontSize="small" />
          </IconButton>
        </Hint>
      )}
      <Hint title={t('ruler.label')} placement="right">
        <IconButton
          size="small"
          aria-label={t('ruler.label')}
          aria-pressed={measuring}
          color={measuring ? 'primary' : 'default'}
          onClick={onMeasure}
        >
          <StraightenIcon fontSize="small" />
        </IconButton>
      </Hint>
    </Paper>
  );
}
