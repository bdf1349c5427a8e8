'use client';

import GlobalStyles from '@mui/material/GlobalStyles';

/** What a printout holds: a screen's frame, or an open record drawer over it (which then prints alone). */
export const PRINT_AREA = 'print-area';
/** A print area over the screen (an open drawer): while one is open, only it prints. */
export const PRINT_TOP = 'print-top';
/** Controls inside a print area that mean nothing on paper (toolbars, pagers, the column picker). */
export const NO_PRINT = 'no-print';

const reset = {
  display: 'block !important',
  position: 'static !important',
  overflow: 'visible !important',
  height: 'auto !important',
  minHeight: '0 !important',
  maxHeight: 'none !important',
  width: 'auto !important',
  maxWidth: 'none !important',
  margin: '0 !important',
  padding: '0 !important',
  border: '0 !important',
  boxShadow: 'none !important',
  transform: 'none !important',
};

/**
 * Printing shows the print area alone, black on white in either theme: everything that neither holds it nor is in
 * it is left out (the sidebar, the header, the tabs), the boxes that hold it let it run over as many pages as it
 * needs, a table's header row repeats on every page and its rows wrap to the page's width. Charts are SVG, so they
 * print as vectors. A kept-alive hidden view keeps its own inline `display: none`, which outranks this.
 */
export function PrintStyles({ landscape = false }: { landscape?: boolean }) {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: landscape ? 'A4 landscape' : 'A4', margin: '10mm' },
        '@media print': {
          'html, body': { height: 'auto !important', overflow: 'visible !important', background: '#fff !important' },
          [`body *:not(:has(.${PRINT_AREA})):not(.${PRINT_AREA}):not(.${PRINT_AREA} *)`]: {
            display: 'none !important',
          },
          [`body :has(.${PRINT_AREA})`]: reset,
          [`body:has(.${PRINT_TOP}) .${PRINT_AREA}:not(.${PRINT_TOP})`]: { display: 'none !important' },
          [`.${PRINT_AREA}`]: { ...reset, display: 'flex !important', flexDirection: 'column', gap: '8px' },
          [`.${PRINT_AREA} .${NO_PRINT}, .${PRINT_AREA} [role="progressbar"]`]: { display: 'none !important' },
          [`.${PRINT_AREA}, .${PRINT_AREA} *`]: {
            color: '#000 !important',
            backgroundColor: 'transparent !important',
            borderColor: '#888 !important',
            boxShadow: 'none !important',
          },
          [`.${PRINT_AREA} [role="grid"]`]: { overflow: 'visible !important', height: 'auto !important', flex: 'none' },
          [`.${PRINT_AREA} table`]: { minWidth: '0 !important', tableLayout: 'auto !important' },
          [`.${PRINT_AREA} th, .${PRINT_AREA} td`]: {
            position: 'static !important',
            whiteSpace: 'normal !important',
            overflow: 'visible !important',
            height: 'auto !important',
          },
          [`.${PRINT_AREA} thead`]: { display: 'table-header-group' },
          [`.${PRINT_AREA} tr`]: { breakInside: 'avoid' },
        },
      }}
    />
  );
}
