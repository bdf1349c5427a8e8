'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { chainageText, parseChainage } from '@console/contract/chainage';
import type { Point, SitePlanData } from '@/lib/platform/site-plan';
import { chainageRing, stakesAlong } from './ring-geometry';

type Stake = SitePlanData['stakes'][number];
type Values = { from: string; to: string; offsetFrom: string; offsetTo: string };
type Problems = Partial<Record<keyof Values | 'range', string>>;

const OFFSET = /^-?\d+(\.\d+)?$/;

/**
 * The outline of a strip of road typed as site engineers give it: a chainage range (`K0+100` to `K0+300`) and the
 * strip's two offsets from the centreline in metres (negative: left of the direction of travel). Enter in any box
 * makes it, rather than saving the form around it.
 */
export function ChainageRange({ stakes, onMade }: { stakes: readonly Stake[]; onMade: (ring: Point[]) => void }) {
  const t = useTranslations('geometry.plan');
  const [values, setValues] = useState<Values>({ from: '', to: '', offsetFrom: '', offsetTo: '' });
  const [problems, setProblems] = useState<Problems>({});
  const sorted = stakesAlong(stakes);
  const first = sorted[0]?.chainage;
  const last = sorted[sorted.length - 1]?.chainage;

  function make() {
    const found: Problems = {};
    const from = parseChainage(values.from);
    const to = parseChainage(values.to);
    if (from === null) found.from = t('chainageFormat');
    if (to === null) found.to = t('chainageFormat');
    if (!OFFSET.test(values.offsetFrom.trim())) found.offsetFrom = t('offsetFormat');
    if (!OFFSET.test(values.offsetTo.trim())) found.offsetTo = t('offsetFormat');
    const [a, b] = [Number(values.offsetFrom), Number(values.offsetTo)];
    if (!found.offsetFrom && !found.offsetTo && !(a < b)) found.offsetTo = t('offsetOrder');
    if (from !== null && to !== null && !(from < to)) found.to = t('chainageOrder');
    const ring = Object.keys(found).length === 0 ? chainageRing(stakes, from!, to!, a, b) : null;
    if (!ring && Object.keys(found).length === 0)
      found.range =
        first === undefined
          ? t('noStakes')
          : t('outsideRoad', { from: chainageText(first), to: chainageText(last ?? first) });
    setProblems(found);
    if (ring) onMade(ring);
  }
  const enter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    make();
  };
  const box = (name: keyof Values, label: string, placeholder: string, decimal: boolean) => (
    <TextField
      size="small"
      label={label}
      value={values[name]}
      placeholder={placeholder}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      onKeyDown={enter}
      error={Boolean(problems[name])}
      helperText={problems[name] ?? ' '}
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'text', autoComplete: 'off' } }}
      sx={{ flex: '1 1 130px' }}
    />
  );
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {box('from', t('from'), 'K0+100', false)}
        {box('to', t('to'), 'K0+300', false)}
        {box('offsetFrom', t('offsetFrom'), '-12', true)}
        {box('offsetTo', t('offsetTo'), '12', true)}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={make}>
          {t('make')}
        </Button>
        {problems.range && (
          <Typography role="alert" variant="body2" color="error">
            {problems.range}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
