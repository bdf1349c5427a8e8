'use client';

import AddIcon from '@mui/icons-material/Add';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RowAction } from '../table/row-action';
import { useGranted } from '../access/use-granted';

export type AddButton = {
  /** The element (button) code the user must hold to see the button. */
  code: string;
  label: string;
  onClick: () => void;
};

type Props = {
  /** Reads the screen's data again; what it returns is not awaited. */
  onRefresh: () => unknown;
  /** The screen's "new …" button; `false` while there is nothing to add to yet. */
  add?: AddButton | false;
  /** Controls before the refresh button, such as a search box. */
  children?: ReactNode;
  /** Buttons after the add button. */
  end?: ReactNode;
  /** The print button (default shown): the screen's frame, or an open record over it, on paper. */
  print?: boolean;
};

/** A screen's toolbar (ScreenFrame's `toolbar`): its own controls, refresh, then the main "new" button. */
export function ScreenToolbar({ onRefresh, add, children, end, print = true }: Props) {
  const t = useTranslations('adminCommon');
  const granted = useGranted();
  return (
    <>
      {children}
      <RowAction label={t('refresh')} onClick={() => void onRefresh()}>
        <RefreshIcon fontSize="small" />
      </RowAction>
      {print && (
        <RowAction label={t('print')} onClick={() => window.print()}>
          <PrintOutlined fontSize="small" />
        </RowAction>
      )}
      {add && granted(add.code) && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
      {end}
    </>
  );
}
