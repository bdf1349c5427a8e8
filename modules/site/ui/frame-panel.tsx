'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CENTRAL_MERIDIANS, gridEpsg, type SiteFrame } from '@console/contract/site/frame-spec';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';
import { useWrite } from '@/components/kit/access/use-write';

type Text = Record<'originE' | 'originN' | 'rotation', string>;
const textOf = (frame: SiteFrame | null | undefined): Text => ({
  originE: frame ? String(frame.originE) : '',
  originN: frame ? String(frame.originN) : '',
  rotation: frame ? String(frame.rotation) : '0',
});

/** Each typed number's problem in words, as the platform checks it (its words are the Chinese ones). */
function problems(text: Text, t: ReturnType<typeof useTranslations<'geometry.frame'>>): Partial<Text> {
  const out: Partial<Text> = {};
  const value = (s: string) => (s.trim() === '' ? NaN : Number(s));
  const e = value(text.originE);
  if (!Number.isFinite(e) || e < 100_000 || e > 900_000) out.originE = t('eRange');
  const n = value(text.originN);
  if (!Number.isFinite(n) || n < 0 || n > 6_500_000) out.originN = t('nRange');
  const r = value(text.rotation);
  if (!Number.isFinite(r) || r <= -180 || r > 180) out.rotation = t('rotationRange');
  return out;
}

/**
 * 坐标系: how the site's frame sits in CGCS2000 — the 3° zone, the grid coordinates of its origin (its south-west
 * corner, x = y = 0) and the turn of its x axis. Site coordinates stay as they are; what changes is how every map,
 * table and export reads them in grid and latitude/longitude.
 */
export function FramePanel(props: Props) {
  // A fresh form whenever the platform's frame changes (not on each new object with the same numbers).
  return <FrameForm key={JSON.stringify(props.frame ?? null)} {...props} />;
}

type Props = { frame: SiteFrame | null | undefined; canSave: boolean };

function FrameForm({ frame, canSave }: Props) {
  const t = useTranslations('geometry.frame');
  const [meridian, setMeridian] = useState(String(frame?.centralMeridian ?? 114));
  const [text, setText] = useState<Text>(() => textOf(frame));
  const errors = problems(text, t);
  const save = useWrite<{ data: SiteFrame }, void>(
    () => ({
      path: '/api/site/frame',
      method: 'PUT',
      body: {
        centralMeridian: Number(meridian),
        originE: Number(text.originE),
        originN: Number(text.originN),
        rotation: Number(text.rotation),
      },
    }),
    { success: t('saved'), invalidate: ['/api/site/plan'] },
  );
  const field = (name: keyof Text) => (
    <TextInput
      size="small"
      label={t(name)}
      value={text[name]}
      onChange={(e) => setText((x) => ({ ...x, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      readOnly={!canSave}
      inputProps={{ inputMode: 'decimal' }}
    />
  );
  return (
    <Stack spacing={1.5} role="tabpanel" id="stake-panel-frame" aria-labelledby="stake-tab-frame">
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      {!frame && <Alert severity="info">{t('none')}</Alert>}
      <ChoiceField
        size="small"
        label={t('centralMeridian')}
        value={meridian}
        choices={CENTRAL_MERIDIANS.map((cm) => ({
          value: String(cm),
          label: t('zone', { cm, epsg: gridEpsg(cm) }),
        }))}
        onChange={setMeridian}
        disabled={!canSave}
      />
      {field('originN')}
      {field('originE')}
      {field('rotation')}
      {canSave && (
        <Button
          variant="contained"
          disabled={Object.keys(errors).length > 0 || save.isPending}
          onClick={() => save.mutate()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('save')}
        </Button>
      )}
    </Stack>
  );
}
