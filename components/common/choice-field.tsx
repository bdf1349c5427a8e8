'use client';

import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { onDemand, useOnDemand } from './use-on-demand';

export type ChoiceFieldProps = {
  label: string;
  /** '' is "every value" (the empty choice, named `emptyLabel`). */
  value: string;
  choices: readonly { value: string; label: string }[];
  emptyLabel: ReactNode;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
};

// MUI's Select brings Menu, Popover and Modal (about 38 kB gzip): a filter bar loads them when a choice is first
// reached for, not with the screen (docs/benchmarks.md, JS weight).
const choiceSelect = onDemand(() => import('./choice-select').then((m) => m.ChoiceSelect));

type ClosedProps = {
  value?: string;
  className?: string;
  labelId: string;
  onOpen: () => void;
  onWant: () => void;
  // InputBase's own: they draw the focused outline and label.
  onFocus?: (e: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (e: FocusEvent<HTMLDivElement>) => void;
};

/** The closed select as MUI's Select draws it: a labelled combobox showing the chosen label. */
const ClosedSelect = forwardRef<HTMLDivElement, ClosedProps>(function ClosedSelect({ value, className, labelId, onOpen, onWant, onFocus, onBlur }, ref) {
  const displayId = useId();
  const keyDown = (e: KeyboardEvent) => {
    if (e.key === ' ' || e.key === 'Enter' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      onOpen();
    }
  };
  return (
    <div
      ref={ref}
      id={displayId}
      // Closed, it controls no list yet: MUI's Select names aria-controls only while open too.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      tabIndex={0}
      aria-haspopup="listbox"
      aria-expanded="false"
      // As MUI's Select names it: the label, then what is chosen.
      aria-labelledby={`${labelId} ${displayId}`}
      className={`${className ?? ''} MuiSelect-select`}
      // On the press, as MUI's Select opens: the real one may take this one's place before the button is released.
      onMouseDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.focus();
        onOpen();
      }}
      onKeyDown={keyDown}
      onFocus={(e) => {
        onFocus?.(e);
        onWant();
      }}
      onBlur={onBlur}
      onPointerEnter={onWant}
    >
      {value ? value : <span aria-hidden>{'\u200b'}</span>}
    </div>
  );
});

/**
 * A labelled choice among a few values, drawn and used as MUI's outlined select. Until the Select's code is
 * wanted (the pointer on its way, the field focused, a press or a key) it is this closed look-alike; then the
 * real one takes its place, opened if it was asked to open, focused if it had the focus.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const { label, value, choices, sx } = props;
  const [Select, want] = useOnDemand(choiceSelect);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const labelId = useId();
  if (Select) return <Select {...props} open={open} focus={open || focused} />;
  const chosen = choices.find((c) => c.value === value);
  const shown = value && chosen ? chosen.label : '';
  return (
    <FormControl sx={sx} variant="outlined" onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        value={shown}
        readOnly
        inputComponent={ClosedSelect as never}
        inputProps={{
          labelId,
          onWant: want,
          onOpen: () => {
            setOpen(true);
            want();
          },
        }}
        endAdornment={<ArrowDropDown sx={{ position: 'absolute', right: 7, top: 'calc(50% - .5em)', color: 'action.active', pointerEvents: 'none' }} />}
        sx={{
          '& .MuiSelect-select': {
            cursor: 'pointer',
            userSelect: 'none',
            pr: '32px',
            minHeight: '1.4375em',
            height: 'auto',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          },
        }}
      />
    </FormControl>
  );
}
