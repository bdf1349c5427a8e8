'use client';

import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  onClose: (returnFocus: boolean) => void;
  onChangePassword: () => void;
  leaving: boolean;
  onLogout: () => void;
};

/**
 * The user menu's dropdown (user-menu.tsx): dashboard, change password, log out. Loaded when first opened.
 *
 * A Popper with a MenuList rather than MUI's Menu: Menu is a Modal, whose opening hides every other child of
 * the body from assistive technology, locks the scroll (a forced layout) and traps focus, which made this
 * click the slowest interaction of the console (INP). The menu itself is the same: arrow keys, Home/End and
 * first letters move between items, Escape and Tab close it, a click outside closes it.
 */
export function UserMenuPopup({ id, anchor, onClose, onChangePassword, leaving, onLogout }: Props) {
  const t = useTranslations('shell');
  const open = Boolean(anchor);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };
  return (
    <Popper open={open} anchorEl={anchor} placement="bottom-end" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <ClickAwayListener onClickAway={(event) => !anchor?.contains(event.target as Node) && onClose(false)}>
        <Paper elevation={8} sx={{ mt: 0.5, minWidth: 180 }}>
          <MenuList id={id} autoFocusItem={open} onKeyDown={onKeyDown}>
            <MenuItem component={Link} href="/dashboard" onClick={() => onClose(false)}>
              <ListItemIcon>
                <DashboardOutlined fontSize="small" />
              </ListItemIcon>
              {t('dashboard')}
            </MenuItem>
            <MenuItem onClick={onChangePassword}>
              <ListItemIcon>
                <KeyOutlined fontSize="small" />
              </ListItemIcon>
              {t('changePassword')}
            </MenuItem>
            <Divider />
            <MenuItem disabled={leaving} onClick={onLogout}>
              <ListItemIcon>
                <LogoutOutlined fontSize="small" />
              </ListItemIcon>
              {t('logout')}
            </MenuItem>
          </MenuList>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
