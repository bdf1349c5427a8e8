'use client';

import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FirstPage from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPage from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { useFocusHandOff } from '../use-focus-hand-off';

type Move = 'first' | 'previous' | 'next' | 'last';
const ICONS = { first: FirstPage, previous: KeyboardArrowLeft, next: KeyboardArrowRight, last: LastPage };
// Where the focus goes when the pressed button is disabled on the page it led to.
const BACK: Record<Move, Move> = { first: 'next', previous: 'next', next: 'previous', last: 'previous' };

type Props = {
  count: number;
  page: number;
  pageSize: number;
  sizes: readonly number[];
  onChange: (model: { page: number; pageSize: number }) => void;
  rowsPerPageLabel: ReactNode;
  displayedRows: (range: { from: number; to: number; count: number }) => ReactNode;
  itemAriaLabel: (type: Move) => string;
};

/**
 * The table's footer pager, drawn as MUI's TablePagination draws it (its four page buttons included), with the
 * browser's own select for the page size: TablePagination always imports MUI's Select, and with it Menu, Popover and
 * Modal (about 38 kB gzip), which a table screen would otherwise load for this one choice (docs/benchmarks.md, JS
 * weight). A plain `<select>`, not MUI's NativeSelect (which brings the standard Input with it); keyboard- and
 * screen-reader-usable as it is.
 */
export function TablePager({
  count,
  page,
  pageSize,
  sizes,
  onChange,
  rowsPerPageLabel,
  displayedRows,
  itemAriaLabel,
}: Props) {
  const selectId = useId();
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const handOff = useFocusHandOff(BACK, page);
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  return (
    <Box
      sx={{
        ml: 'auto',
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        minHeight: 52,
        pr: 0.5,
        typography: 'body2',
        color: 'text.primary',
      }}
    >
      {sizes.length > 1 && (
        <>
          <Box component="label" htmlFor={selectId} sx={{ flexShrink: 0 }}>
            {rowsPerPageLabel}
          </Box>
          <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', ml: 1, mr: 4 }}>
            <Box
              component="select"
              id={selectId}
              value={pageSize}
              onChange={(e) => onChange({ page: 0, pageSize: Number((e.target as HTMLSelectElement).value) })}
              sx={{
                appearance: 'none',
                font: 'inherit',
                color: 'inherit',
                bgcolor: 'transparent',
                border: 0,
                borderRadius: 1,
                py: 0.5,
                pl: 1,
                pr: 3,
                cursor: 'pointer',
                textAlign: 'right',
                textAlignLast: 'right',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
                '& option': { color: 'text.primary', bgcolor: 'background.paper' },
              }}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Box>
            <ArrowDropDown
              aria-hidden
              sx={{ position: 'absolute', right: 0, pointerEvents: 'none', color: 'action.active' }}
            />
          </Box>
        </>
      )}
      <Box component="p" sx={{ m: 0, flexShrink: 0 }}>
        {displayedRows({ from, to, count })}
      </Box>
      <Box sx={{ flexShrink: 0, ml: 2.5, display: 'flex' }}>
        {(['first', 'previous', 'next', 'last'] as const).map((move) => {
          const Icon = ICONS[move];
          const target = move === 'first' ? 0 : move === 'previous' ? page - 1 : move === 'next' ? page + 1 : lastPage;
          return (
            <IconButton
              key={move}
              ref={handOff.ref(move)}
              color="inherit"
              aria-label={itemAriaLabel(move)}
              title={itemAriaLabel(move)}
              disabled={move === 'first' || move === 'previous' ? page === 0 : page >= lastPage}
              onClick={() => {
                handOff.press(move);
                onChange({ page: target, pageSize });
              }}
            >
              <Icon />
            </IconButton>
          );
        })}
      </Box>
    </Box>
  );
}
