'use client';

import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
type Props = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  columns: readonly { field: string; headerName: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string) => void;
};

/** The column picker's menu: every column with a check, at least one always shown. */
export function ColumnMenu({ id, anchor, onClose, columns, hidden, onToggle }: Props) {
  const shownCount = columns.length - columns.filter((c) => hidden.has(c.field)).length;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: 360 } } }}
    >
      {columns.map((c) => {
        const on = !hidden.has(c.field);
        return (
          <MenuItem
            key={c.field}
            role="menuitemcheckbox"
            aria-checked={on}
            dense
            // The last shown column stays: a table without columns says nothing.
            disabled={on && shownCount === 1}
            onClick={() => onToggle(c.field)}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={on}
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-hidden': true } }}
                sx={{ p: 0 }}
              />
            </ListItemIcon>
            <ListItemText>{c.headerName}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
