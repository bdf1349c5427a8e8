'use client';

import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { TextInput } from '@/components/common/text-input';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width?: number | string;
  delayMs?: number;
};

/** A search box that reports its text after a short pause, so typing does not flood the server. */
export function SearchField({ label, value, onChange, width = 240, delayMs = 300 }: Props) {
  const t = useTranslations('adminCommon');
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  // Follow a new value from outside (URL state) during render, not in an effect: hiding and
  // showing the view re-runs effects, and an effect here would put back the old value over text
  // typed just before the tab switch (whose pending report the re-run effect below sends).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  // The value as last drawn, so the pause's timer does not report again what Enter reported.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      if (text !== current.current) latest.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the pause
  }, [text, delayMs]);

  return (
    <TextInput
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') latest.current(text);
      }}
      sx={{ width }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('clearSearch')}
                edge="end"
                onClick={() => {
                  setText('');
                  latest.current('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
