'use client';

import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { setColorMode, setThemeColor } from '@/lib/shell/preference-actions';
import { enqueueSnackbar } from '@/components/request/notices';
import { isColorMode, type ColorMode } from '@/lib/theme/color-mode';
import { checkThemeColor } from '@/lib/theme/contrast';
import { DEFAULT_THEME_COLOR, toThemeColor } from '@/lib/theme/theme';
import { PRESET_COLORS } from './theme-presets';

/** The theme picker's panel (theme-picker.tsx), loaded when it is first opened. */
export function ThemePanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const t = useTranslations('theme');
  const router = useRouter();
  const current = toThemeColor(useTheme().palette.primary.main);
  const [chosen, setChosen] = useState(current);
  // Each opening starts from the colour in use.
  const [openedAt, setOpenedAt] = useState(anchor);
  if (anchor !== openedAt) {
    setOpenedAt(anchor);
    if (anchor) setChosen(current);
  }
  const [pending, startTransition] = useTransition();
  const check = checkThemeColor(chosen);
  const { mode, setMode } = useColorScheme();
  const modeLabel = useId();

  // Applied at once on the page (MUI swaps the class on <html>), then kept in the cookie the server
  // renders from; the colour below still waits for 应用 since it is checked first.
  const chooseMode = (value: ColorMode) => {
    setMode(value);
    void setColorMode(value).then((result) => {
      if (!result.ok) enqueueSnackbar(result.message, { variant: 'warning' });
    });
  };

  const apply = () => {
    if (!check?.ok) {
      enqueueSnackbar(t(check ? 'lowContrast' : 'invalid'), { variant: 'warning' });
      return;
    }
    startTransition(async () => {
      const result = await setThemeColor(chosen);
      if (!result.ok) {
        enqueueSnackbar(result.message, { variant: 'warning' });
        return;
      }
      router.refresh();
      onClose();
      enqueueSnackbar(result.message, { variant: 'success', autoHideDuration: 3000 });
    });
  };

  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('title'), sx: { p: 2, width: 272 } } }}
    >
      <Typography id={modeLabel} variant="subtitle2" gutterBottom>
        {t('mode')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby={modeLabel}
        value={mode ?? null}
        onChange={(_, value: unknown) => isColorMode(value) && chooseMode(value)}
        sx={{ mb: 2, '& .MuiToggleButton-root': { gap: 0.5, px: 0.5 } }}
      >
        <ToggleButton value="light">
          <LightModeOutlined fontSize="small" aria-hidden />
          {t('modeLight')}
        </ToggleButton>
        <ToggleButton value="dark">
          <DarkModeOutlined fontSize="small" aria-hidden />
          {t('modeDark')}
        </ToggleButton>
        <ToggleButton value="system">
          <SettingsBrightnessOutlined fontSize="small" aria-hidden />
          {t('modeSystem')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="subtitle2" gutterBottom>
        {t('presets')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mb: 2 }}>
        {PRESET_COLORS.map((color) => (
          <ButtonBase
            key={color}
            aria-label={t('swatch', { color })}
            aria-pressed={chosen === color}
            onClick={() => setChosen(color)}
            sx={{
              height: 36,
              borderRadius: 1,
              bgcolor: color,
              color: checkThemeColor(color)?.text,
              outlineOffset: 2,
              '&:focus-visible': { outline: '2px solid', outlineColor: color },
            }}
          >
            {chosen === color && <Check fontSize="small" />}
          </ButtonBase>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Box
          component="input"
          type="color"
          aria-label={t('custom')}
          value={chosen.toLowerCase()}
          onChange={(e) => setChosen(e.target.value.toUpperCase())}
          sx={{
            width: 40,
            height: 32,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'transparent',
            cursor: 'pointer',
          }}
        />
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('custom')} <Box component="code">{chosen}</Box>
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Box aria-hidden sx={{ px: 1.5, py: 0.5, borderRadius: 1, bgcolor: chosen, color: check?.text, fontSize: 13 }}>
          {t('preview')}
        </Box>
        {check && (
          <Typography variant="caption" color={check.ok ? 'text.secondary' : 'error'}>
            {t('contrast', { ratio: check.ratio.toFixed(1) })}
          </Typography>
        )}
      </Stack>
      {check && !check.ok && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('lowContrast')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={() => setChosen(DEFAULT_THEME_COLOR)} disabled={pending}>
          {t('reset')}
        </Button>
        <Button variant="contained" onClick={apply} loading={pending}>
          {t('apply')}
        </Button>
      </Stack>
    </Popover>
  );
}
