'use client';

import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import NextLink from 'next/link';
import { Tag } from '@/components/common/tag';
import { fenceShapeOf } from '@console/contract/fleet/geofences';
import type { TableColumn } from '@/components/common/data-table/types';
import { chainageText } from '@console/contract/chainage';
import { dictTypesOf, type DictLookup } from '@/lib/dict/labels';
import { useDicts } from '@/lib/dict/use-dict';
import type { ColumnDef } from '../screen-defs';

type Locale = 'zh' | 'en';

function header(column: ColumnDef, locale: Locale): string {
  return column.unit ? `${column.title[locale]} (${column.unit})` : column.title[locale];
}

/** The words a cell may say: a link's state, how many vertices an outline has, a circle's radius. */
export type CellWords = {
  yes: string;
  no: string;
  unknown: string;
  vertices: (n: number) => string;
  circle: (r: number) => string;
};

/** An outline's vertices, from its stored text (closed: the last repeats the first); null when it is not one. */
function vertexCount(value: unknown): number | null {
  try {
    const ring = JSON.parse(String(value)) as unknown;
    if (!Array.isArray(ring)) return null;
    const closed = ring.length > 1 && JSON.stringify(ring[0]) === JSON.stringify(ring[ring.length - 1]);
    return closed ? ring.length - 1 : ring.length;
  } catch {
    return null;
  }
}

/**
 * A grid column for a definition's column: labels for codes, a chip for online state, numbers right-aligned,
 * chainages as stake names and outlines as their vertex count.
 */
export function gridColumn<R>(column: ColumnDef, locale: Locale, words: CellWords, dict: DictLookup): TableColumn<R> {
  const online = words;
  const base: TableColumn<R> = {
    field: column.field,
    headerName: header(column, locale),
    width: column.width ?? 140,
    sortable: Boolean(column.sortable),
  };
  const link = column.link;
  if (link)
    return {
      ...base,
      renderCell: ({ value }) =>
        value === null || value === undefined || value === '' ? null : (
          <MuiLink component={NextLink} href={`${link.page}?${new URLSearchParams({ [link.param]: String(value) })}`}>
            {String(value)}
          </MuiLink>
        ),
    };
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  switch (column.declaration?.input) {
    case 'chainage':
      return { ...base, valueFormatter: (value: unknown) => (blank(value) ? '' : chainageText(Number(value))) };
    case 'codes':
      return {
        ...base,
        valueFormatter: (value: unknown) =>
          blank(value)
            ? ''
            : String(value)
                .split(',')
                .map((code) => dict.label(column.dict, code))
                .join(locale === 'zh' ? '、' : ', '),
      };
    case 'fence':
      return {
        ...base,
        valueFormatter: (value: unknown) => {
          const shape = blank(value) ? null : fenceShapeOf(String(value));
          if (shape === null || typeof shape === 'string') return String(value ?? '');
          return shape.kind === 'circle' ? words.circle(shape.r) : words.vertices(shape.ring.length);
        },
      };
    case 'plan':
      return {
        ...base,
        valueFormatter: (value: unknown) => {
          const n = blank(value) ? null : vertexCount(value);
          return n === null ? String(value ?? '') : words.vertices(n);
        },
      };
  }
  switch (column.type) {
    case 'enum': {
      const colors = column.colors;
      if (!colors) return { ...base, valueFormatter: (value: unknown) => dict.label(column.dict, value) };
      return {
        ...base,
        valueFormatter: (value: unknown) => dict.label(column.dict, value),
        renderCell: ({ value }) =>
          value === null || value === undefined || value === '' ? null : (
            <Tag color={colors[String(value)] ?? 'default'} label={dict.label(column.dict, value)} />
          ),
      };
    }
    case 'int':
    case 'num':
      return { ...base, type: 'number', align: 'right', headerAlign: 'right' };
    case 'online':
      return {
        ...base,
        renderCell: ({ value }) =>
          value === null || value === undefined ? (
            <Tag variant="outlined" label={online.unknown} />
          ) : (
            <Tag
              color={value ? 'success' : 'default'}
              variant={value ? 'filled' : 'outlined'}
              label={value ? online.yes : online.no}
            />
          ),
      };
    case 'colour':
      return {
        ...base,
        renderCell: ({ value }) =>
          value ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 16,
                  height: 16,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: String(value),
                }}
              />
              {String(value)}
            </Box>
          ) : null,
      };
    default:
      return base;
  }
}

/** What names a row in buttons and notices: its name field, labelled when that field is a code. */
export function rowName(
  columns: readonly ColumnDef[],
  nameField: string,
  row: Record<string, unknown>,
  dict: DictLookup,
): string {
  const column = columns.find((c) => c.field === nameField);
  const value = row[nameField];
  return column?.type === 'enum' ? dict.label(column.dict, value) : String(value ?? '');
}

/** The dictionary types of a definition's coded columns (lists of codes too), read together (one request). */
export function useColumnDicts(columns: readonly ColumnDef[]): DictLookup {
  return useDicts(dictTypesOf(columns.map((c) => (c.declaration?.input === 'codes' ? { ...c, type: 'enum' } : c))));
}
