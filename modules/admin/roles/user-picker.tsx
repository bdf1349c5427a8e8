'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useApiQuery } from '@/lib/request/query';
import type { User } from '@/modules/admin/contract';
import type { PageReply } from '@console/contract/envelope';
import { USER_PAGE } from '../users/use-users';

type Props = { label: string; exclude: ReadonlySet<number>; onPick: (user: User) => void };

export const userLabel = (u: Pick<User, 'username' | 'name'>) =>
  u.name && u.name !== u.username ? `${u.username}（${u.name}）` : u.username;

/** Finds a user by login or display name on the server (20 at a time), never the whole table. */
export function UserPicker({ label, exclude, onPick }: Props) {
  const t = useTranslations('roles');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useApiQuery<PageReply<User>>(
    { path: USER_PAGE, query: { name: text || undefined, limit: 20 } },
    { enabled: open },
  );
  const options = (found.data?.data.rows ?? []).filter((u) => !exclude.has(u.id));

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_e, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_e, user) => {
        if (user) {
          onPick(user);
          setInput('');
        }
      }}
      filterOptions={(x) => x}
      getOptionLabel={userLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText={t('searching')}
      noOptionsText={t('noUsers')}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ flex: 1, minWidth: 200 }}
    />
  );
}
