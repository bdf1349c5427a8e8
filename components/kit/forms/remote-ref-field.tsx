'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PageReply } from '@console/contract/envelope';
import { useApiQuery } from '@/lib/request/query';
import type { ColumnDef } from '../screen-defs';
import type { Choice } from './use-ref-options';

type Props = {
  column: ColumnDef;
  label: string;
  required: boolean;
  /** The chosen row's id ('' for none). */
  value: string;
  /** How the current choice is named before any search (the row's `shownAs`). */
  initialLabel: string;
  error: boolean;
  helperText: string;
  onChange: (value: string) => void;
};

/**
 * A reference to a table too large to list (users): the platform is searched as the user types,
 * 20 rows at a time, never the whole table.
 */
export function RemoteRefField({ column, label, required, value, initialLabel, error, helperText, onChange }: Props) {
  const t = useTranslations('resource');
  const ref = column.ref!;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  // What the user typed, searched for; the input also shows the chosen row's name, which is not a search.
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(value ? { value, label: initialLabel || `#${value}` } : null);
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useApiQuery<PageReply<Record<string, unknown>>>(
    { path: `${ref.api}/page`, query: { ...ref.where, [ref.search!]: text || undefined, limit: 20 } },
    { enabled: open },
  );
  const options: Choice[] = (found.data?.data.rows ?? []).map((row) => ({
    value: String(row.id),
    label: ref.label
      .map((field) => row[field])
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' · '),
  }));

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={chosen}
      onChange={(_e, choice) => {
        setChosen(choice);
        onChange(choice?.value ?? '');
      }}
      inputValue={input}
      onInputChange={(_e, next, reason) => {
        setInput(next);
        setTyped(reason === 'input' ? next : '');
      }}
      filterOptions={(x) => x}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={found.isFetching}
      loadingText={t('searching')}
      noOptionsText={t('noMatches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          placeholder={t('typeToSearch')}
        />
      )}
      fullWidth
    />
  );
}
