'use client';

import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';

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
 *
 * The click outside is our own document listener rather than MUI's ClickAwayListener, which ignores clicks
 * until a timer after it mounts: Chromium runs input before timers, so a click soon after the menu opened by
 * the keyboard was lost (seen in CI).
 */
export function UserMenuPopup({ id, anchor, onClose, onChangePassword, leaving, onLogout }: Props) {
  const t = useTranslations('shell');
  const open = Boolean(anchor);
  const paper = useRef<HTMLDivElement>(null);
  // The opening click targets the anchor, so it never closes the menu it opens.
  const onDocumentClick = useEffectEvent((event: MouseEvent) => {
    const target = event.target as Node;
    if (!paper.current?.contains(target) && !anchor?.contains(target)) onClose(false);
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: MouseEvent) => onDocumentClick(event);
    document.addEventListener('click', listener);
    return () => document.removeEventListener('click', listener);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };
  return (
    <Popper open={open} anchorEl={anchor} placement="bottom-end" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <Paper ref={paper} elevation={8} sx={{ mt: 0.5, minWidth: 180 }}>
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
    </Popper>
  );
}
