'use client';

import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { startTransition, useId, useRef, useState } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import { sizedAvatar } from '@/lib/format/avatar';
import { readableOn } from '@/lib/theme/contrast';
import { logOut } from '@/lib/request/log-out';

// Loaded when first opened, so the shell does not ship it.
const changePasswordDialog = onDemand(() => import('./change-password-dialog').then((m) => m.ChangePasswordDialog));
// The dropdown (a Popper with a MenuList) is loaded when first opened, then drawn at once.
const userMenuPopup = onDemand(() => import('./user-menu-popup').then((m) => m.UserMenuPopup));

type Props = {
  name: string;
  avatar?: string;
  userId?: string;
  /** `front/info`'s description: the user's introduction. */ description?: string;
};

/**
 * Avatar (initials without one), name and introduction; the dropdown holds exactly dashboard, change password and log
 * out.
 */
export function UserMenu({ name, avatar, userId, description }: Props) {
  const intro = description?.trim();
  const t = useTranslations('shell');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on, so a second opening draws it at once.
  const [UserMenuPopup, wantMenu] = useOnDemand(userMenuPopup);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so its closing transition still runs.
  const [ChangePasswordDialog, wantDialog] = useOnDemand(changePasswordDialog);
  const [leaving, setLeaving] = useState(false);
  // Keyboard closing and the dialog hand focus back to the button (the dialog gives it back there when it closes).
  const close = (returnFocus = false) => {
    setAnchor(null);
    if (returnFocus) button.current?.focus();
  };
  const preload = () => {
    void userMenuPopup.load().catch(() => undefined);
    void changePasswordDialog.load().catch(() => undefined);
  };
  // White on the theme colour's darkest needed shade: readable whatever colour was picked.
  const initialBg = readableOn(useTheme().palette.primary.main, '#FFFFFF');

  return (
    <>
      <ButtonBase
        ref={button}
        // Fetch the dropdown's and the dialog's code while the pointer is on its way to the click.
        onPointerEnter={preload}
        onFocus={preload}
        // Label in name (WCAG 2.5.3): the visible user name starts the accessible name.
        aria-label={t('userMenuOf', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          if (anchor) return close();
          wantMenu();
          setAnchor(e.currentTarget);
        }}
        sx={{
          gap: 1,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          color: 'inherit',
          '&:focus-visible': { outline: '2px solid currentColor' },
          '@media (pointer: coarse)': { minHeight: 44 },
        }}
      >
        <Avatar
          src={sizedAvatar(avatar)}
          alt=""
          variant="rounded"
          sx={{ width: 32, height: 32, fontSize: 15, bgcolor: initialBg, color: '#FFFFFF' }}
        >
          {/* The initial is decoration: drawn by CSS so it is not part of the button's visible text. */}
          <Box
            component="span"
            aria-hidden
            data-initial={Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
            sx={{ '&::before': { content: 'attr(data-initial)' } }}
          />
        </Avatar>
        <Box
          component="span"
          sx={{
            // On a phone the avatar alone (the name stays in the button's accessible name): no room in the header.
            display: { xs: 'none', sm: 'flex' },
            flexDirection: 'column',
            alignItems: 'flex-start',
            minWidth: 0,
            lineHeight: 1.2,
          }}
        >
          <Typography
            component="span"
            variant="body2"
            data-testid="user-name"
            sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {name}
          </Typography>
          {intro && (
            <Typography
              component="span"
              variant="caption"
              data-testid="user-intro"
              title={intro}
              sx={{
                maxWidth: 160,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                opacity: 0.85,
                display: { xs: 'none', md: 'block' },
              }}
            >
              {intro}
            </Typography>
          )}
        </Box>
        <ArrowDropDown fontSize="small" />
      </ButtonBase>
      {UserMenuPopup && (
        <UserMenuPopup
          id={menuId}
          anchor={anchor}
          onClose={close}
          onChangePassword={() => {
            close(true);
            // The click's own frame closes the menu; the dialog (a Modal with its fields) is drawn in the next
            // ones, as a transition React may split, rather than holding that first frame back.
            startTransition(() => {
              wantDialog();
              setDialogOpen(true);
            });
          }}
          leaving={leaving}
          onLogout={async () => {
            close(true);
            setLeaving(true);
            // false: the user chose to keep unsaved input
            if (!(await logOut())) setLeaving(false);
          }}
        />
      )}
      {ChangePasswordDialog && (
        <ChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} userId={userId} />
      )}
    </>
  );
}
