'use client';

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { KeyIcon } from '@/components/nav/key-icon';
import { iconKeys } from '@/lib/routes/icon-keys';

type Props = {
  label: string;
  value: string;
  iconUrl: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  error?: boolean;
  helperText?: string;
};

/** The sidebar icon: any key of the icon map (free text allowed, as the platform stores any text), previewed live. */
export function IconField({ label, value, iconUrl, onChange, readOnly = false, error, helperText }: Props) {
  const preview = iconUrl ? (
    /* eslint-disable-next-line @next/next/no-img-element -- an administrator's icon URL of any origin, as the
       sidebar shows it */
    <img src={iconUrl} alt="" width={20} height={20} style={{ objectFit: 'contain' }} />
  ) : (
    <KeyIcon name={value || undefined} />
  );
  return (
    <Autocomplete
      freeSolo
      options={iconKeys}
      inputValue={value}
      onInputChange={(_e, next) => onChange(next)}
      readOnly={readOnly}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <KeyIcon name={option} />
          {option}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="icon"
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" aria-hidden data-testid="icon-preview">
                  {preview}
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
