'use client';

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useViewTitle } from './use-view-title';
import { useViews } from './views-context';

type MenuState = { path: string; x: number; y: number } | null;

/** Spec §2: the tabs bar of visited views, built to the ARIA tabs pattern. */
export function TabsBar() {
  const t = useTranslations('tabs');
  const titleOf = useViewTitle();
  const { views, activePath, close, closeOthers, closeAll } = useViews();
  const [menu, setMenu] = useState<MenuState>(null);
  const strip = useRef<HTMLDivElement>(null);


  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath, views.length]);

  const openMenu = (path: string, target: HTMLElement, event?: MouseEvent) => {
    const rect = target.getBoundingClientRect();
    setMenu({ path, x: event?.clientX ?? rect.left + 8, y: event?.clientY ?? rect.bottom });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, path: string, index: number) => {
    if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') {
      event.preventDefault();
      openMenu(path, event.currentTarget);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      close(path);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const tabs = strip.current?.querySelectorAll<HTMLElement>('[role=tab]');
      const next = tabs?.[(index + (event.key === 'ArrowRight' ? 1 : -1) + (tabs?.length ?? 1)) % (tabs?.length ?? 1)];
      next?.focus();
    }
  };

  return (
    <Box sx={{ height: 34, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', boxShadow: '0 1px 3px rgba(0,0,0,.08)', px: 1, display: 'flex', alignItems: 'center' }}>
      <Box
        ref={strip}
        role="tablist"
        aria-label={t('label')}
        sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin', scrollPaddingInline: '15px', whiteSpace: 'nowrap', flex: 1 }}
      >
        {views.map((view, index) => {
          const active = view.path === activePath;
          const title = titleOf(view.path);
          return (
            <Box
              key={view.path}
              component={Link}
              href={view.path}
              prefetch={false}
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onKeyDown={(e: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(e, view.path, index)}
              onAuxClick={(e: MouseEvent) => {
                if (e.button === 1) {
                  e.preventDefault();
                  close(view.path);
                }
              }}
              onContextMenu={(e: MouseEvent<HTMLAnchorElement>) => {
                e.preventDefault();
                openMenu(view.path, e.currentTarget, e);
              }}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                height: 26,
                px: 1,
                fontSize: 12,
                border: 1,
                borderRadius: 0.5,
                textDecoration: 'none',
                scrollMarginInline: '15px',
                color: active ? 'primary.contrastText' : 'text.primary',
                bgcolor: active ? 'primary.main' : 'background.paper',
                borderColor: active ? 'primary.main' : 'divider',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 },
              }}
            >
              {title}
              <Box
                component="span"
                // not a nested control (axe: nested-interactive); keyboard users press Delete or the context menu
                aria-hidden
                data-testid="close-tab"
                title={t('closeTab', { title })}
                onClick={(e: MouseEvent) => {
                  e.preventDefault();
                  e.stopPropagation();
                  close(view.path);
                }}
                sx={(theme) => ({
                  display: 'inline-flex',
                  borderRadius: '50%',
                  '&:hover': { bgcolor: 'rgba(0,0,0,.16)', ...theme.applyStyles('dark', { bgcolor: 'rgba(255,255,255,.16)' }) },
                })}
              >
                <CloseIcon sx={{ fontSize: 12 }} />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        <MenuItem onClick={() => (setMenu(null), menu && close(menu.path))}>{t('close')}</MenuItem>
        <MenuItem onClick={() => (setMenu(null), menu && closeOthers(menu.path))}>{t('closeOthers')}</MenuItem>
        <MenuItem onClick={() => (setMenu(null), closeAll())}>{t('closeAll')}</MenuItem>
      </Menu>
    </Box>
  );
}
