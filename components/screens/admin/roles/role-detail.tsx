'use client';

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useCan, useShellData } from '@/components/shell/shell-context';
import type { Group, MenuNode } from '../common/api-types';
import { useMenuTree } from '../menus/use-menus';
import { ElementGrant } from './element-grant';
import { MenuGrant } from './menu-grant';
import { RoleMembers } from './role-members';

type Props = {
  role: Group;
  tab: string;
  onTab: (tab: string) => void;
  onAddChild: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One role: its grants (menus, then the buttons of a menu) and its members. */
export function RoleDetail({ role, tab, onTab, onAddChild, onEdit, onDelete }: Props) {
  const t = useTranslations('roles');
  const menus = useMenuTree();
  const { titles } = useShellData();
  // Menus the console knows are named in its language; others by the title the platform stores.
  const label = useCallback((menu: MenuNode) => titles[menu.code] || menu.title, [titles]);
  const [focused, setFocused] = useState<MenuNode | null>(null);
  const can = {
    add: useCan('groupManager:btn_add'),
    edit: useCan('groupManager:btn_edit'),
    del: useCan('groupManager:btn_del'),
    grant: useCan('groupManager:btn_resourceManager'),
    members: useCan('groupManager:btn_userManager'),
  };
  const current = tab === 'members' ? 'members' : 'grants';

  return (
    <Stack sx={{ minHeight: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {role.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
          {role.code}
          {role.description ? ` · ${role.description}` : ''}
        </Typography>
        {can.add && (
          <Button startIcon={<AddIcon />} onClick={onAddChild}>
            {t('addChild')}
          </Button>
        )}
        {can.edit && (
          <Button startIcon={<EditOutlined />} onClick={onEdit}>
            {t('edit')}
          </Button>
        )}
        {can.del && (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
            {t('delete')}
          </Button>
        )}
      </Stack>
      <Tabs value={current} onChange={(_e, value: string) => onTab(value === 'grants' ? '' : value)} sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="grants" label={t('grantsTab')} id="role-tab-grants" aria-controls="role-panel-grants" />
        <Tab value="members" label={t('membersTab')} id="role-tab-members" aria-controls="role-panel-members" />
      </Tabs>
      <Box role="tabpanel" id={`role-panel-${current}`} aria-labelledby={`role-tab-${current}`}>
        {current === 'grants' ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {menus.data && <MenuGrant key={role.id} roleId={role.id} menus={menus.data} canGrant={can.grant} onFocusMenu={setFocused} label={label} />}
            <ElementGrant roleId={role.id} menu={focused} canGrant={can.grant} label={label} />
          </Stack>
        ) : (
          <RoleMembers key={role.id} roleId={role.id} canEdit={can.members} />
        )}
      </Box>
    </Stack>
  );
}
