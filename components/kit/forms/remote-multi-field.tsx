'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PageReply } from '@console/contract/envelope';
import { useApiQuery } from '@/lib/request/query';
import type { Choice } from './use-ref-options';

export type RemoteRef = { api: string; label: readonly string[]; search: string };

/** How a row is named in a multi-select: its label fields, joined. */
export function choiceOf(ref: Pick<RemoteRef, 'label'>, row: Record<string, unknown>): Choice {
  return {
    value: String(row.id),
    label: ref.label
      .map((field) => row[field])
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' · '),
  };
}

type Props = {
  refDef: RemoteRef;
  label: string;
  value: readonly Choice[];
  onChange: (value: Choice[]) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
};

/**
 * Several rows of a table too large to list (users): the platform is searched as the user types, 20 rows
 * at a time; the chosen ones stay as chips, and the search box empties after each pick so the next one
 * can be typed at once.
 */
export function RemoteMultiField({
  refDef,
  label,
  value,
  onChange,
  disabled = false,
  error = false,
  helperText,
}: Props) {
  const t = useTranslations('resource');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useApiQuery<PageReply<Record<string, unknown>>>(
    { path: `${refDef.api}/page`, query: { [refDef.search]: text || undefined, limit: 20 } },
    { enabled: open && !disabled },
  );
  // While the typed text waits for its search, the previous text's rows are not offered: one could be picked as
  // the list changes under the pointer.
  const settled = input.trim() === text;
  const options = settled ? (found.data?.data.rows ?? []).map((row) => choiceOf(refDef, row)) : [];

  return (
    <Autocomplete
      multiple
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={[...value]}
      onChange={(_e, next) => {
        onChange(next);
        // The next name is typed afresh; the list closes so it never covers the dialog's buttons.
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_e, next, reason) => reason === 'input' && setInput(next)}
      // The list is the server's answer to the text: nothing to filter here; the chosen ones stay listed (ticked).
      filterOptions={(x) => x}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={found.isFetching || !settled}
      loadingText={t('searching')}
      noOptionsText={t('noMatches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          placeholder={value.length === 0 ? t('typeToSearch') : undefined}
        />
      )}
      fullWidth
    />
  );
}
