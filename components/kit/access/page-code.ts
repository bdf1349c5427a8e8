'use client';

import { createContext, useCallback, useContext } from 'react';
import type { CrudElement, ResourceScreenDef } from '../screen-defs';

/** The code of the catalogue page a screen is shown on: its buttons' element codes start with it. */
export const PageCode = createContext('');

/**
 * The element code of a definition's write on this page: `<page>:<suffix>`, or the definition's own screen's when
 * it names one (a resource shown on another page keeps that page's buttons).
 */
export function useElementCode(
  def: Pick<ResourceScreenDef, 'screen' | 'elements'>,
): (suffix: CrudElement | (string & {})) => string {
  const screen = useScreenCode(def);
  const { elements } = def;
  return useCallback((suffix) => `${screen}:${elements?.[suffix as CrudElement] ?? suffix}`, [screen, elements]);
}

/** The screen whose element codes a definition's writes need, on this page. */
export function useScreenCode(def: { screen?: string }): string {
  const page = useContext(PageCode);
  return def.screen ?? page;
}

/**
 * The key of one of the page's tables among the user's column settings (`<page>.<name>`, a path segment), or none
 * outside a catalogue page.
 */
export function useTableKey(name: string): string | undefined {
  const page = useContext(PageCode);
  return page ? `${page}.${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`.slice(0, 64) : undefined;
}
