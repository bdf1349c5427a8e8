'use client';

import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLocale } from 'next-intl';

type Props = {
  field: { name: string; value: string; error: boolean; helperText: string; onBlur: () => void };
  label: string;
  required: boolean;
  choices: readonly { value: string; label: string }[];
  labelOf: (code: string) => string;
  /** The chosen codes, comma-separated, in the dictionary's order. */
  onChange: (value: string) => void;
};

/**
 * A text of comma-separated dictionary codes (alarm types a special section suppresses), chosen from the
 * dictionary's labels with a tick each; never typed.
 */
export function CodesField({ field, label, required, choices, labelOf, onChange }: Props) {
  const locale = useLocale();
  const chosen = field.value.split(',').filter(Boolean);
  return (
    <TextField
      select
      name={field.name}
      value={chosen}
      onBlur={field.onBlur}
      error={field.error}
      helperText={field.helperText}
      onChange={(e) => {
        const picked = e.target.value as unknown as string[] | string;
        const set = new Set(Array.isArray(picked) ? picked : picked.split(','));
        onChange(
          choices
            .map((c) => c.value)
            .filter((code) => set.has(code))
            .join(','),
        );
      }}
      label={label}
      required={required}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: (picked) => (picked as string[]).map(labelOf).join(locale === 'zh' ? '、' : ', '),
        },
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          <Checkbox
            size="small"
            checked={chosen.includes(choice.value)}
            sx={{ p: 0, mr: 1 }}
            tabIndex={-1}
            disableRipple
          />
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
