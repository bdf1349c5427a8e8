'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { cascadeTicks, tickStates } from '@/components/common/tree-ticks';
import { TreeView, type TreeNodes } from '@/components/common/tree-view';
import { useAdjust } from '@/components/common/use-adjust';
import { useUnsavedWork } from '@/components/shell/use-unsaved-work';
import type { MenuNode } from '@/modules/admin/contract';
import { checkedFromGrants } from '@/components/kit/tree/tree';
import { useGrantMenus, useRoleMenus } from './use-roles';

type Props = {
  roleId: number;
  menus: MenuNode[];
  canGrant: boolean;
  onFocusMenu: (menu: MenuNode) => void;
  label: (menu: MenuNode) => string;
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * The role's menus as a checkbox tree. Checking a folder checks everything below it; the platform
 * adds the ancestors of what is saved, so a half-checked folder is granted too (the sidebar needs it).
 */
export function MenuGrant({ roleId, menus, canGrant, onFocusMenu, label }: Props) {
  const t = useTranslations('roles');
  const granted = useRoleMenus(roleId);
  const save = useGrantMenus(roleId);
  const saved = useMemo(
    () => (granted.data ? checkedFromGrants(menus, new Set(granted.data.data.map((m) => m.id))).map(String) : []),
    [granted.data, menus],
  );
  const [checked, setChecked] = useState<string[]>(saved);
  useAdjust(() => setChecked(saved), [saved]);
  const dirty = !sameSet(checked, saved);
  useUnsavedWork(dirty);
  const nodesAs = useMemo<TreeNodes<MenuNode>>(
    () => ({ id: (m) => String(m.id), children: (m) => m.children, label }),
    [label],
  );
  // A tick reaches everything below a menu; a folder is ticked when everything below it is.
  const ticks = useMemo(() => tickStates(menus, nodesAs, new Set(checked)), [menus, nodesAs, checked]);
  const byId = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const visit = (list: MenuNode[]) => list.forEach((m) => (map.set(String(m.id), m), visit(m.children)));
    visit(menus);
    return map;
  }, [menus]);

  return (
    <Stack sx={{ minWidth: 0, flex: 1 }} component="section" aria-labelledby="menu-grant-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minHeight: 32 }}>
        <Typography id="menu-grant-heading" component="h3" variant="subtitle2" sx={{ mr: 'auto' }}>
          {t('menuGrants')}
        </Typography>
        {canGrant && (
          <>
            <Button color="inherit" disabled={!dirty || save.isPending} onClick={() => setChecked(saved)}>
              {t('revert')}
            </Button>
            <Button
              variant="contained"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate(checked.map(Number))}
            >
              {t('saveGrants')}
            </Button>
          </>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ mb: 1 }}>
        {canGrant ? t('menuGrantsHelp') : t('readOnlyGrants')}
      </Typography>
      {granted.isPending && <LinearProgress aria-label={t('loading')} />}
      <Box
        sx={{
          minHeight: 240,
          maxHeight: 560,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          py: 0.5,
        }}
      >
        {granted.data && (
          <TreeView
            nodes={menus}
            nodesAs={nodesAs}
            checkbox={Checkbox}
            multiSelect
            checkboxSelection
            ticks={ticks}
            selectedItems={checked}
            onSelectedItemsChange={(_e, ids) => setChecked(cascadeTicks(menus, nodesAs, checked, ids))}
            readOnly={!canGrant}
            onItemFocus={(_e, id) => {
              const menu = byId.get(id);
              if (menu) onFocusMenu(menu);
            }}
            expansionTrigger="iconContainer"
            aria-label={t('menuGrants')}
            sx={{
              // The ticks say what is granted; the selection's background would only repeat it.
              '& .MuiTreeItem-content': { py: 0, gap: 0.5 },
              '& .MuiTreeItem-content[data-selected]': { bgcolor: 'transparent' },
              '& .MuiTreeItem-content[data-selected]:hover': { bgcolor: 'action.hover' },
              '& .MuiTreeItem-checkbox': { p: 0.5, '& svg': { fontSize: 20 } },
            }}
          />
        )}
      </Box>
    </Stack>
  );
}
