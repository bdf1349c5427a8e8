'use client';

import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { useLocale } from 'next-intl';

/** The data grid's own texts (pagination, sorting, "no rows") in the console's language. */
export function useGridLocaleText() {
  return (useLocale() === 'en' ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText;
}
