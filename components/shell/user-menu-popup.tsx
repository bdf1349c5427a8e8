'use client';

import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from 'next/link';
import { useTranslations } from 'next-intl';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onChangePassword: () => void;
  leaving: boolean;
  onLogout: () => void;
};

/** The user menu's dropdown (user-menu.tsx): dashboard, change password, log out. Loaded when first opened. */
export function UserMenuPopup({ id, anchor, onClose, onChangePassword, leaving, onLogout }: Props) {
  const t = useTranslations('shell');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={Link} href="/dashboard" onClick={onClose}>
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
    </Menu>
  );
}
