'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabDef<V extends string | number> = {
  value: V;
  label: ReactNode;
  /** The tab's element id: its panel is labelled by it. */
  id?: string;
  /** The panel it shows. */
  controls?: string;
};

type Props<V extends string | number> = {
  tabs: readonly TabDef<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label'?: string;
  /** 40 px high in place of 48 (a row of tabs inside a screen's body). */
  dense?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A row of tabs with the look of MUI's Tabs, on the WAI-ARIA tabs pattern as MUI follows it: one tab
 * stop (the chosen tab), the arrows, Home and End move between the tabs, Enter, Space or a press
 * chooses one; a row too long for its place scrolls. Not MUI's Tabs: its scroll buttons, sliding
 * indicator and the measuring they need cost each tab page some 7 kB gzip.
 */
export function TabBar<V extends string | number>({ tabs, value, onChange, dense = false, sx, ...aria }: Props<V>) {
  const row = useRef<HTMLDivElement>(null);
  // A chosen tab outside a long row's view (chosen from the URL, say) is scrolled in, as MUI's scrollable Tabs do —
  // the row alone: scrollIntoView would also scroll the page to the row (on a phone, past a map above it).
  useEffect(() => {
    const box = row.current;
    const chosen = box?.querySelector('[aria-selected="true"]');
    if (!box || !chosen) return;
    const [outer, inner] = [box.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (inner.left < outer.left) box.scrollLeft += inner.left - outer.left;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right;
  }, [value]);
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const list = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    list[(to + list.length) % list.length]!.focus();
  }
  return (
    <Box ref={row} role="tablist" {...aria} onKeyDown={move} sx={[ROW, ...(Array.isArray(sx) ? sx : [sx])]}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            focusRipple
            id={tab.id}
            aria-controls={tab.controls}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(tab.value)}
            sx={TAB}
            style={dense ? { minHeight: 40 } : undefined}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

const ROW = { display: 'flex', overflowX: 'auto', scrollbarWidth: 'thin' } as const;

const TAB = {
  position: 'relative',
  overflow: 'hidden', // the focus ripple stays within the tab
  flexShrink: 0,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  px: 2,
  py: 1.5,
  typography: 'button',
  lineHeight: 1.25,
  textAlign: 'center',
  color: 'text.secondary',
  '&[aria-selected="true"]': {
    color: 'var(--mui-palette-primaryText)',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 2,
      bgcolor: 'primary.main',
    },
  },
} as const;
