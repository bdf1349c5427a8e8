'use client';

import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { FieldHelper } from './field-helper';

type Props = Omit<OutlinedInputProps, 'label' | 'slotProps'> & {
  label: ReactNode;
  helperText?: ReactNode;
  /** The label always above the field (a date field shows its own placeholder). */
  shrink?: boolean;
  slotProps?: { input?: Pick<OutlinedInputProps, 'endAdornment' | 'startAdornment'> };
};

/**
 * An outlined text field (label, input, helper text), as MUI's TextField draws it, for pages that
 * need nothing else: TextField always imports its `select` mode (Select → Menu → Popover → Modal),
 * which the sign-in page would otherwise load for nothing (docs/benchmarks.md, JS weight).
 * Same markup and label/description wiring as TextField with variant="outlined".
 */
export function TextInput({
  label,
  helperText,
  shrink,
  error,
  required,
  disabled,
  fullWidth,
  size,
  id: idProp,
  slotProps,
  className,
  sx,
  ...input
}: Props) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className={className}
      sx={sx}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink}
        aria-describedby={helperId}
        {...slotProps?.input}
        {...input}
      />
      {helperText && <FieldHelper id={helperId}>{helperText}</FieldHelper>}
    </FormControl>
  );
}
