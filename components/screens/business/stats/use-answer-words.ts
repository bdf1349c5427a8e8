'use client';

import { useMemo } from 'react';
import { dictTypesInTokens } from '@/lib/dict/labels';
import { useDicts } from '@/lib/dict/use-dict';
import type { BaseWords, Words } from './stats-views';

/** Plant panels name materials by their dictionary code; chart answers name theirs by `dict:<type>:<code>` tokens. */
const ALWAYS = ['plantMaterial'];

/**
 * The words of one panel's answer: the page's messages plus the labels of the dictionary types the answer
 * names. `loading` holds the panel back until those labels are there, so no table, CSV or chart shows a code
 * it would rename a moment later.
 */
export function useAnswerWords(base: BaseWords, answer: unknown): { w: Words; loading: boolean } {
  const types = useMemo(() => [...new Set([...ALWAYS, ...dictTypesInTokens(answer)])].sort(), [answer]);
  const dict = useDicts(types);
  const w = useMemo<Words>(() => ({ ...base, dict: (type, code) => dict.label(type, code) }), [base, dict]);
  return { w, loading: dict.loading };
}
