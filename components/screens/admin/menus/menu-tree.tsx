'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { forwardRef } from 'react';
import { KeyIcon } from '@/components/nav/key-icon';
import type { MenuNode } from '@/lib/platform/admin';

/** A menu in the tree: its icon, title and code. */
export const MenuTreeItem = forwardRef<HTMLLIElement, TreeItemProps>(function MenuTreeItem(props, ref) {
  const menu = useTreeItemModel<MenuNode>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <KeyIcon name={menu?.icon} size={16} style={{ flexShrink: 0, color: 'var(--mui-palette-text-secondary)' }} />
          <Typography component="span" variant="body2" noWrap>
            {menu?.title}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" noWrap>
            {menu?.code}
          </Typography>
        </Box>
      }
    />
  );
});

/** What a search of the menu tree looks in. */
export const menuSearchText = (menu: MenuNode) => [menu.title, menu.code];
