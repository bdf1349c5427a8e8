'use client';

import { adminPages } from '@console/contract/admin/pages';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useCan, useShellData } from '@/components/shell/shell-context';
import { ADD, DELETE, EDIT } from '@/components/kit/table/action-looks';
import type { Group, MenuNode } from '@/modules/admin/contract';
import { DetailHeader } from '@/components/kit/frame/detail-header';
import { useMenuTree } from '../menus/use-menus';
import { DataScopePanel } from './data-scope-panel';
import { ElementGrant } from './element-grant';
import { MenuGrant } from './menu-grant';
import { RoleMembers } from './role-members';
import { TabBar } from '@/components/common/tab-bar';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.group.code;

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
    grant: useCan(`${PAGE}:btn_resourceManager`),
    members: useCan(`${PAGE}:btn_userManager`),
    scope: useCan(`${PAGE}:btn_dataScope`),
  };
  const current = tab === 'members' || tab === 'scope' ? tab : 'grants';

  return (
    <Stack sx={{ minHeight: 0 }}>
      <DetailHeader
        title={role.name}
        subtitle={role.description ? `${role.code} · ${role.description}` : role.code}
        actions={[
          { ...ADD, code: `${PAGE}:btn_add`, label: t('addChild'), onClick: onAddChild },
          { ...EDIT, code: `${PAGE}:btn_edit`, label: t('edit'), onClick: onEdit },
          { ...DELETE, code: `${PAGE}:btn_del`, label: t('delete'), onClick: onDelete },
        ]}
      />
      <TabBar
        value={current}
        onChange={(value) => onTab(value === 'grants' ? '' : value)}
        tabs={[
          { value: 'grants', label: t('grantsTab'), id: 'role-tab-grants', controls: 'role-panel-grants' },
          { value: 'members', label: t('membersTab'), id: 'role-tab-members', controls: 'role-panel-members' },
          { value: 'scope', label: t('scopeTab'), id: 'role-tab-scope', controls: 'role-panel-scope' },
        ]}
        sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
      />
      <Box role="tabpanel" id={`role-panel-${current}`} aria-labelledby={`role-tab-${current}`}>
        {current === 'grants' ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {menus.data && (
              <MenuGrant
                key={role.id}
                roleId={role.id}
                menus={menus.data}
                canGrant={can.grant}
                onFocusMenu={setFocused}
                label={label}
              />
            )}
            <ElementGrant roleId={role.id} menu={focused} canGrant={can.grant} label={label} />
          </Stack>
        ) : current === 'members' ? (
          <RoleMembers key={role.id} roleId={role.id} canEdit={can.members} />
        ) : (
          <DataScopePanel key={role.id} roleId={role.id} canEdit={can.scope} />
        )}
      </Box>
    </Stack>
  );
}
