'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useDict } from '@/lib/dict/use-dict';
import { KeyIcon } from '@/components/nav/key-icon';
import type { Menu, MenuNode } from '@/modules/admin/contract';
import { findNode } from '@/components/kit/tree/tree';

type Props = { menu: Menu; tree: MenuNode[] };

/** The selected menu's fields, read-only. */
export function MenuDetails({ menu, tree }: Props) {
  const t = useTranslations('menus');
  const menuType = useDict('menuType');
  const parent = menu.parentId === -1 ? t('noParent') : (findNode(tree, menu.parentId)?.title ?? String(menu.parentId));
  const rows: [string, React.ReactNode][] = [
    [t('code'), menu.code],
    [t('menuTitle'), menu.title],
    [t('parent'), parent],
    [t('type'), menuType.label(menu.type)],
    [t('href'), menu.href],
    [t('order'), menu.orderNum],
    [
      t('icon'),
      <Box key="icon" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <KeyIcon name={menu.icon} /> {menu.icon}
      </Box>,
    ],
    [t('iconUrl'), menu.iconUrl],
    [t('description'), menu.description],
    [t('updated'), [menu.updTime, menu.updName].filter(Boolean).join(' · ')],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, max-content minmax(0, 1fr))' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value === undefined || value === null || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
