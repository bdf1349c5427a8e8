'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChoiceFieldProps } from './choice-field';

/** The choice field once MUI's Select has loaded (components/common/choice-field.tsx). */
export function ChoiceSelect({
  label,
  value,
  choices,
  emptyLabel,
  displayEmpty,
  helperText,
  size,
  disabled,
  name,
  required,
  error,
  fullWidth,
  onBlur,
  onChange,
  sx,
  open,
  focus,
}: ChoiceFieldProps & { open: boolean; focus: boolean }) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      size={size}
      disabled={disabled}
      name={name}
      required={required}
      error={error}
      fullWidth={fullWidth}
      onBlur={onBlur}
      helperText={helperText}
      slotProps={{
        inputLabel: displayEmpty ? { shrink: true } : undefined,
        select: { defaultOpen: open, autoFocus: focus, displayEmpty },
      }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{displayEmpty ? emptyLabel : <em>{emptyLabel}</em>}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
