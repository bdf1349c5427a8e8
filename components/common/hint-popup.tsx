'use client';

import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

export type HintPopupProps = {
  anchor: HTMLElement | null;
  title: string;
  open: boolean;
  placement: TooltipProps['placement'];
};

/**
 * MUI's Tooltip, told when to open by `Hint` and anchored to its trigger: it holds only a hidden stand-in, so the
 * trigger is never wrapped by code that arrives later. Look, arrow, transition and theme defaults are MUI's own.
 */
export default function HintPopup({ anchor, title, open, placement }: HintPopupProps) {
  return (
    <Tooltip
      title={title}
      open={open && !!anchor}
      placement={placement}
      describeChild
      disableInteractive
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
}
