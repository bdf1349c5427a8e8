'use client';

import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FieldHelper } from './field-helper';
import { onDemand, useOnDemand } from './use-on-demand';

export type ChoiceFieldProps = {
  label: string;
  /** '' is the empty choice (e.g. "every value"), named `emptyLabel`; without one, only the choices are offered. */
  value: string;
  choices: readonly { value: string; label: string }[];
  emptyLabel?: string;
  /**
   * The label stays raised, and with nothing chosen the empty choice's name (if any) shows in the field (MUI's
   * `displayEmpty`).
   */
  displayEmpty?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** As a form's field: its name, a required mark, an error look, the full width, and blur to check it. */
  name?: string;
  required?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  onBlur?: () => void;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
};

// MUI's Select brings Menu, Popover and Modal (about 38 kB gzip): a filter bar loads them when a choice is first
// reached for, not with the screen (docs/benchmarks.md, JS weight).
const choiceSelect = onDemand(() => import('./choice-select').then((m) => m.ChoiceSelect));

type ClosedProps = {
  value?: string;
  disabled?: boolean;
  className?: string;
  labelId: string;
  onOpen: () => void;
  onWant: () => void;
  // InputBase's own: they draw the focused outline and label.
  onFocus?: (e: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (e: FocusEvent<HTMLDivElement>) => void;
};

/** The closed select as MUI's Select draws it: a labelled combobox showing the chosen label. */
const ClosedSelect = forwardRef<HTMLDivElement, ClosedProps>(function ClosedSelect(
  { value, disabled, className, labelId, onOpen, onWant, onFocus, onBlur },
  ref,
) {
  const displayId = useId();
  // As MUI's SelectInput does: InputBase reads `value` from its input's ref to tell a filled field (and raise
  // the label), and focuses it through `focus()`; a div has neither, so the ref is this handle.
  const node = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({ node: node.current, value: value ?? '', focus: () => node.current?.focus() }) as unknown as HTMLDivElement,
    [value],
  );
  const keyDown = (e: KeyboardEvent) => {
    if (disabled) return;
    if (e.key === ' ' || e.key === 'Enter' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      onOpen();
    }
  };
  return (
    <div
      ref={node}
      id={displayId}
      // Closed, it controls no list yet: MUI's Select names aria-controls only while open too.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-haspopup="listbox"
      aria-expanded="false"
      // As MUI's Select names it: the label, then what is chosen.
      aria-labelledby={`${labelId} ${displayId}`}
      className={`${className ?? ''} MuiSelect-select`}
      // On the press, as MUI's Select opens: the real one may take this one's place before the button is released.
      onMouseDown={(e) => {
        if (e.button !== 0 || disabled) return;
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
      onPointerEnter={disabled ? undefined : onWant}
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
  const {
    label,
    value,
    choices,
    emptyLabel,
    displayEmpty = false,
    helperText,
    size,
    disabled = false,
    required,
    error,
    fullWidth,
    onBlur,
    sx,
  } = props;
  const [Select, want] = useOnDemand(choiceSelect);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const labelId = useId();
  if (Select) return <Select {...props} open={open} focus={open || focused} />;
  const chosen = choices.find((c) => c.value === value);
  const shown = value && chosen ? chosen.label : displayEmpty && !value ? (emptyLabel ?? '') : '';
  return (
    <FormControl
      sx={sx}
      size={size}
      disabled={disabled}
      required={required}
      error={error}
      fullWidth={fullWidth}
      variant="outlined"
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
    >
      <InputLabel id={labelId} shrink={displayEmpty || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        label={label}
        value={shown}
        notched={displayEmpty || undefined}
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
        endAdornment={
          <ArrowDropDown
            sx={{
              position: 'absolute',
              right: 7,
              top: 'calc(50% - .5em)',
              color: 'action.active',
              pointerEvents: 'none',
            }}
          />
        }
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
      {helperText && <FieldHelper>{helperText}</FieldHelper>}
    </FormControl>
  );
}
