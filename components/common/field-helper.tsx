'use client';

import { useFormControl } from '@mui/material/FormControl';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The line under an outlined field, as MUI's FormHelperText draws it (caption, error colour, the
 * field's state from its FormControl), drawn by Typography, which every page has already:
 * FormHelperText was 1 kB of script on the sign-in page and every form page.
 */
export function FieldHelper({ id, children }: { id?: string; children: ReactNode }) {
  const field = useFormControl();
  return (
    <Typography
      id={id}
      variant="caption"
      component="p"
      className={field?.error ? 'Mui-error' : undefined}
      sx={{
        mx: '14px',
        mt: field?.size === 'small' ? '4px' : '3px',
        color: field?.error ? 'error.main' : field?.disabled ? 'text.disabled' : 'text.secondary',
      }}
    >
      {/* ' ' keeps the line (as FormHelperText does), so an error appearing on blur moves nothing: a press on a
          button below the field still lands on it. */}
      {children === ' ' ? (
        <span className="notranslate" aria-hidden="true">
          &#8203;
        </span>
      ) : (
        children
      )}
    </Typography>
  );
}
