'use client';

import ButtonBase from '@mui/material/ButtonBase';

// The paths of @mui/icons-material's Visibility and VisibilityOff.
const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 ' +
  '0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 ' +
  '3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 ' +
  '2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 ' +
  '3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 ' +
  '1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 ' +
  '3.15.02-.16c0-1.66-1.34-3-3-3z';

type Props = { shown: boolean; label: string; onToggle: () => void };

/**
 * The password's show/hide button at the end of its field, drawn as MUI's IconButton (edge="end") in an
 * end InputAdornment. Only the sign-in page has it, and IconButton, InputAdornment, SvgIcon and the two
 * icons were 2.2 kB of that page's script (measured); ButtonBase (ripple, focus ring, keys) comes with its Button.
 */
export function PasswordToggle({ shown, label, onToggle }: Props) {
  return (
    <ButtonBase
      aria-label={label}
      onClick={onToggle}
      centerRipple
      focusRipple
      sx={(theme) => ({
        flex: '0 0 auto',
        ml: 1,
        mr: '-12px',
        p: 1,
        borderRadius: '50%',
        color: 'action.active',
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
        '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
      })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={shown ? EYE_OFF : EYE} />
      </svg>
    </ButtonBase>
  );
}
