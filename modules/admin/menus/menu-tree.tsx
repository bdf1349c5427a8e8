import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KeyIcon } from '@/components/nav/key-icon';
import type { MenuNode } from '@/modules/admin/contract';

/** A menu in the tree: its icon, title and code. */
export function menuTreeLabel(menu: MenuNode) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <KeyIcon name={menu.icon} size={16} style={{ flexShrink: 0, color: 'var(--mui-palette-text-secondary)' }} />
      <Typography component="span" variant="body2" noWrap>
        {menu.title}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" noWrap>
        {menu.code}
      </Typography>
    </Box>
  );
}

/** What a search of the menu tree looks in. */
export const menuSearchText = (menu: MenuNode) => [menu.title, menu.code];
