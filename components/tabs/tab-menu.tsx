'use client';

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';

/** Where the tabs bar's context menu shows, and the tab it acts on. */
export type TabMenuState = { path: string; x: number; y: number } | null;

type Props = {
  menu: TabMenuState;
  onClose: () => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
};

/** The tabs bar's context menu (tabs-bar.tsx), loaded the first time it is opened. */
export function TabMenu({ menu, onClose, close, closeOthers, closeAll }: Props) {
  const t = useTranslations('tabs');
  return (
    <Menu
      open={menu !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
    >
      <MenuItem onClick={() => (onClose(), menu && close(menu.path))}>{t('close')}</MenuItem>
      <MenuItem onClick={() => (onClose(), menu && closeOthers(menu.path))}>{t('closeOthers')}</MenuItem>
      <MenuItem onClick={() => (onClose(), closeAll())}>{t('closeAll')}</MenuItem>
    </Menu>
  );
}
