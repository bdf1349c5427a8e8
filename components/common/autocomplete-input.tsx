'use client';

import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * An Autocomplete's input (`renderInput={(params) => <AutocompleteInput params={params} label={…} />}`),
 * drawn and wired as the outlined TextField would draw it, without TextField's select mode (Select,
 * Menu, Popover, Modal), which a screen would otherwise load for nothing (docs/benchmarks.md, JS weight).
 */
export function AutocompleteInput({ params, label }: { params: AutocompleteRenderInputParams; label: string }) {
  const { id, disabled, fullWidth, size, slotProps } = params;
  return (
    <FormControl disabled={disabled} fullWidth={fullWidth} size={size} variant="outlined">
      <InputLabel {...slotProps.inputLabel}>{label}</InputLabel>
      <OutlinedInput {...slotProps.input} id={id} label={label} inputProps={slotProps.htmlInput} />
    </FormControl>
  );
}
