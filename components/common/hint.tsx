'use client';

import type { TooltipProps } from '@mui/material/Tooltip';
import getReactElementRef from '@mui/utils/getReactElementRef';
import useForkRef from '@mui/utils/useForkRef';
import useTimeout from '@mui/utils/useTimeout';
import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

const loadPopup = () => import('./hint-popup');
const HintPopup = lazy(loadPopup);

/** MUI Tooltip's default delay before a hover opens it. */
const ENTER_DELAY = 100;

type TriggerProps = {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

type Props = { title: string; placement?: TooltipProps['placement']; children: ReactElement };

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A tooltip whose code loads with the first hover or keyboard focus: MUI's Tooltip and Popper weigh about 11 kB
 * gzip, and the header's buttons would put them in every page's first load. Unlike a Tooltip swapped in
 * later, the trigger is never re-wrapped, so a press or the focus under way is not lost. It opens as MUI's
 * does: after 100 ms of hover, at once on keyboard focus, never on touch; Escape, leaving and blur close it.
 * Like MUI's, it names a trigger that has no name of its own.
 */
export function Hint({ title, placement = 'bottom', children }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const timer = useTimeout();
  const ref = useForkRef(getReactElementRef(children), setAnchor);
  const own = children.props as TriggerProps;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const show = (delay: number) => {
    if (!title) return;
    setWanted(true);
    void loadPopup().catch(() => undefined);
    timer.start(delay, () => setOpen(true));
  };
  const hide = () => {
    timer.clear();
    setOpen(false);
  };

  const trigger = cloneElement(children, {
    ref,
    ...(own['aria-label'] === undefined && own['aria-labelledby'] === undefined ? { 'aria-label': title } : {}),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(ENTER_DELAY);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (focusVisible(event.target)) show(0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  } as TriggerProps & { ref: typeof ref });

  return (
    <>
      {trigger}
      {wanted && (
        <Suspense fallback={null}>
          <HintPopup anchor={anchor} title={title} open={open} placement={placement} />
        </Suspense>
      )}
    </>
  );
}
