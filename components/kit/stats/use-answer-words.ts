'use client';

import { useMemo } from 'react';
import { dictTypesInTokens } from '@/lib/dict/labels';
import { useDicts } from '@/lib/dict/use-dict';
import type { BaseWords, Words } from './panel-view';

/**
 * The words of one panel's answer: the page's messages plus the labels of the dictionary types the page or the
 * answer names. `loading` holds the panel back until those labels are there, so no table, CSV or chart shows a code
 * it would rename a moment later.
 */
export function useAnswerWords(
  base: BaseWords,
  answer: unknown,
  always: readonly string[] = [],
): { w: Words; loading: boolean } {
  // A page's own panels may name codes of fixed types (`dicts`); chart answers name theirs by `dict:<type>:<code>`
  // tokens.
  const types = useMemo(() => [...new Set([...always, ...dictTypesInTokens(answer)])].sort(), [answer, always]);
  const dict = useDicts(types);
  const w = useMemo<Words>(() => ({ ...base, dict: (type, code) => dict.label(type, code) }), [base, dict]);
  return { w, loading: dict.loading };
}
