'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SitePlan } from '@/components/kit/maps/site-plan';
import type { Point, SitePlanData } from '@/lib/platform/site-plan';
import type { Alignment, BlockRow, SectionRow } from '@console/contract/site/reads';
import { sitePages } from '@console/contract/site/pages';
import { useApiQuery } from '@/lib/request/query';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ConfirmDialog } from '@/components/kit/dialogs/confirm-dialog';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { useWrite } from '@/components/kit/access/use-write';
import { useGranted } from '@/components/kit/access/use-granted';
import { PendingScreen } from '@/components/kit/frame/pending-screen';
import { PlanMarks } from '../ui/plan-marks';
import { toVertexText, VertexTable, verticesOf, type VertexText } from '@/components/kit/maps/vertex-table';
import { TabBar } from '@/components/common/tab-bar';
import { BLOCK_CODE, bounds, km, type Numbers } from '../ui/alignment-values';
import { FramePanel } from '../ui/frame-panel';

const SCREEN = sitePages.pages.znysStakeMapEdit.code;
const INVALIDATE = ['/api/site/alignment', '/api/site/plan', '/api/site/stake', '/api/site/block'];

/**
 * 桩号图编辑: a road section's centreline (a vertex table, or vertices added by clicking the plan), its start
 * chainage, stake interval and widths — saved, the platform regenerates the section's stakes and every map
 * draws them — and the apron's slab blocks as polygons. The plan shows the draft over the saved site.
 */
export function AlignmentEditorScreen({ match }: ScreenProps) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('geometry.stakeMap');
  const tg = useTranslations('geometry');
  const granted = useGranted();
  const client = useQueryClient();
  const [tab, setTab] = useState<'alignment' | 'blocks' | 'frame'>('alignment');

  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const roads = useApiQuery<SectionRow[]>(
    { path: '/api/site/section/all', query: { kind: 'road' } },
    { staleTime: 60_000 },
  );
  const aprons = useApiQuery<SectionRow[]>(
    { path: '/api/site/section/all', query: { kind: 'apron' } },
    { staleTime: 60_000 },
  );
  const [sectionId, setSectionId] = useState<number | null>(null);
  const section = (roads.data ?? []).find((s) => s.id === sectionId) ?? roads.data?.[0];
  const alignment = useApiQuery<{ data: Alignment }>(
    { path: `/api/site/alignment/${section?.id ?? 0}` },
    { enabled: Boolean(section) },
  );
  const blocks = useApiQuery<BlockRow[]>({ path: '/api/site/block/all' });

  // The alignment's draft, reloaded whenever the platform's answer changes.
  const saved = alignment.data?.data;
  const [numbers, setNumbers] = useState<Numbers>({
    startChainage: '',
    stakeInterval: '',
    leftWidth: '',
    rightWidth: '',
  });
  const [vertices, setVertices] = useState<VertexText[]>([]);
  const [addByClick, setAddByClick] = useState(false);
  const savedKey = saved ? `${saved.sectionId}:${saved.updTime ?? ''}:${saved.stakeCount}` : '';
  const [loaded, setLoaded] = useState('');
  if (saved && loaded !== savedKey) {
    setLoaded(savedKey);
    setNumbers({
      startChainage: String(saved.startChainage),
      stakeInterval: String(saved.stakeInterval),
      leftWidth: String(saved.leftWidth),
      rightWidth: String(saved.rightWidth),
    });
    setVertices(toVertexText(saved.polyline));
  }

  // The block being edited: an existing one, or a new one (id null).
  const [blockId, setBlockId] = useState<number | null | 'new'>(null);
  const block = (blocks.data ?? []).find((b) => b.id === blockId);
  const [blockCode, setBlockCode] = useState('');
  const [blockVertices, setBlockVertices] = useState<VertexText[]>([]);
  const [deleting, setDeleting] = useState(false);
  const blockKey = blockId === 'new' ? 'new' : block ? `${block.id}:${block.code}:${block.polygon}` : '';
  const [blockLoaded, setBlockLoaded] = useState('');
  if (blockKey !== blockLoaded) {
    setBlockLoaded(blockKey);
    setBlockCode(block?.code ?? '');
    setBlockVertices(block ? toVertexText((JSON.parse(block.polygon) as Point[]).slice(0, -1)) : []);
  }

  const numberErrors = Object.fromEntries(
    (Object.keys(bounds) as (keyof Numbers)[]).map((k) => {
      const text = numbers[k].trim();
      const n = Number(text);
      const [min, max] = bounds[k];
      return [
        k,
        text === '' || !Number.isFinite(n) ? tg('notNumber') : n < min || n > max ? t('range', { min, max }) : '',
      ];
    }),
  ) as Record<keyof Numbers, string>;
  const line = useMemo(() => verticesOf(vertices), [vertices]);
  const ring = useMemo(() => verticesOf(blockVertices), [blockVertices]);
  const alignmentOk = line !== null && line.length >= 2 && Object.values(numberErrors).every((e) => !e);
  const codeError =
    blockCode.trim() === '' ? t('codeRequired') : BLOCK_CODE.test(blockCode.trim()) ? '' : t('codePattern');
  const blockOk = ring !== null && ring.length >= 3 && !codeError;

  const saveAlignment = useWrite<{ data: Alignment }, void>(
    () => ({
      path: `/api/site/alignment/${section!.id}`,
      method: 'PUT',
      body: {
        polyline: line,
        startChainage: Number(numbers.startChainage),
        stakeInterval: Number(numbers.stakeInterval),
        leftWidth: Number(numbers.leftWidth),
        rightWidth: Number(numbers.rightWidth),
      },
    }),
    { success: (reply) => t('alignmentSaved', { count: reply.data.stakeCount }), invalidate: INVALIDATE },
  );
  const saveBlock = useWrite<{ data: BlockRow }, void>(
    () => ({
      path: block ? `/api/site/block/${block.id}` : '/api/site/block',
      method: block ? 'PUT' : 'POST',
      body: {
        code: blockCode.trim(),
        polygon: JSON.stringify(ring),
        ...(block ? {} : { sectionId: aprons.data?.[0]?.id }),
      },
    }),
    {
      success: () => t('blockSaved', { code: blockCode.trim() }),
      invalidate: INVALIDATE,
      onSuccess: (reply) => setBlockId(reply.data.id),
    },
  );
  const removeBlock = useWrite<unknown, void>(() => ({ path: `/api/site/block/${block!.id}`, method: 'DELETE' }), {
    success: () => t('blockDeleted', { code: block!.code }),
    invalidate: INVALIDATE,
    onSuccess: () => {
      setDeleting(false);
      setBlockId(null);
    },
  });

  const refresh = () =>
    client.invalidateQueries({
      predicate: (q) =>
        INVALIDATE.some((p) => String(q.queryKey[0]).startsWith(p)) ||
        String(q.queryKey[0]).startsWith('/api/site/section'),
    });
  const failed = plan.isError || roads.isError || blocks.isError;
  if (failed || !plan.data || !roads.data || !blocks.data)
    return (
      <PendingScreen
        title={title}
        onRefresh={refresh}
        failed={failed}
        failedText={tg('loadFailed')}
        loadingText={tg('loading')}
      />
    );

  const canSave = granted(`${SCREEN}:btn_save`);
  const canBlock = granted(block ? `${SCREEN}:btn_edit` : `${SCREEN}:btn_add`);
  const round = (n: number) => String(Math.round(n * 100) / 100);
  const pick = (x: number, y: number) => {
    if (!addByClick) return;
    if (tab === 'alignment' && canSave) setVertices((v) => [...v, { x: round(x), y: round(y) }]);
    if (tab === 'blocks' && blockId !== null && canBlock) setBlockVertices((v) => [...v, { x: round(x), y: round(y) }]);
  };
  const numberField = (key: keyof Numbers) => (
    <TextInput
      size="small"
      label={t(key)}
      value={numbers[key]}
      onChange={(e) => setNumbers((n) => ({ ...n, [key]: e.target.value }))}
      error={Boolean(numberErrors[key])}
      helperText={numberErrors[key] || undefined}
      readOnly={!canSave}
      inputProps={{ inputMode: 'decimal' }}
      sx={{ flex: '1 1 140px' }}
    />
  );

  const draftLine = tab === 'alignment' && line ? line : undefined;
  const draftRing = tab === 'blocks' && ring ? ring : undefined;

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1}>
          <SitePlan plan={plan.data.data} label={t('planLabel')} onPick={pick} height="max(440px, calc(100vh - 260px))">
            <PlanMarks line={draftLine} ring={draftRing} />
          </SitePlan>
          <FormControlLabel
            control={<Switch checked={addByClick} onChange={(e) => setAddByClick(e.target.checked)} />}
            label={`${t('addByClick')} — ${tg('pickHint')}`}
          />
        </Stack>
        <Paper variant="outlined" sx={{ p: 1.5, maxHeight: { lg: 'calc(100vh - 200px)' }, overflow: { lg: 'auto' } }}>
          <TabBar
            value={tab}
            onChange={setTab}
            tabs={[
              {
                value: 'alignment',
                label: t('alignmentTab'),
                id: 'stake-tab-alignment',
                controls: 'stake-panel-alignment',
              },
              { value: 'blocks', label: t('blocksTab'), id: 'stake-tab-blocks', controls: 'stake-panel-blocks' },
              { value: 'frame', label: t('frameTab'), id: 'stake-tab-frame', controls: 'stake-panel-frame' },
            ]}
            aria-label={title}
            sx={{ mb: 1.5 }}
          />
          {tab === 'frame' ? (
            <FramePanel frame={plan.data.data.frame} canSave={granted(`${SCREEN}:btn_frame`)} />
          ) : tab === 'alignment' ? (
            <Stack spacing={1.5} role="tabpanel" id="stake-panel-alignment" aria-labelledby="stake-tab-alignment">
              {roads.data.length === 0 ? (
                <Alert severity="info">{t('noRoad')}</Alert>
              ) : (
                <>
                  <ChoiceField
                    size="small"
                    label={t('section')}
                    value={section ? String(section.id) : ''}
                    choices={roads.data.map((s) => ({ value: String(s.id), label: `${s.code} · ${s.name}` }))}
                    onChange={(value) => setSectionId(Number(value))}
                  />
                  {saved && (
                    <Typography variant="body2" data-testid="alignment-summary">
                      {saved.stakeCount > 0
                        ? t('summary', {
                            length: saved.length,
                            count: saved.stakeCount,
                            from: km(saved.fromChainage),
                            to: km(saved.toChainage),
                          })
                        : t('noStakes', { length: saved.length })}
                    </Typography>
                  )}
                  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                    {numberField('startChainage')}
                    {numberField('stakeInterval')}
                    {numberField('leftWidth')}
                    {numberField('rightWidth')}
                  </Stack>
                  <VertexTable
                    rows={vertices}
                    onChange={setVertices}
                    min={2}
                    label={tg('vertices')}
                    readOnly={!canSave}
                  />
                  {canSave && (
                    <Box>
                      <Button
                        variant="contained"
                        onClick={() => saveAlignment.mutate()}
                        disabled={!alignmentOk || saveAlignment.isPending}
                      >
                        {t('saveAlignment')}
                      </Button>
                    </Box>
                  )}
                </>
              )}
            </Stack>
          ) : (
            <Stack spacing={1.5} role="tabpanel" id="stake-panel-blocks" aria-labelledby="stake-tab-blocks">
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle2" component="h2" sx={{ mr: 'auto' }}>
                  {t('blocks')}
                </Typography>
                {granted(`${SCREEN}:btn_add`) && (
                  <Button size="small" onClick={() => setBlockId('new')}>
                    {t('newBlock')}
                  </Button>
                )}
              </Stack>
              {blocks.data.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('noBlocks')}
                </Typography>
              ) : (
                <List
                  dense
                  aria-label={t('blocks')}
                  sx={{ maxHeight: 180, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
                >
                  {blocks.data.map((b) => (
                    <ListItem key={b.id} disablePadding>
                      <ListItemButton
                        selected={b.id === blockId}
                        aria-current={b.id === blockId ? 'true' : undefined}
                        onClick={() => setBlockId(b.id)}
                      >
                        <ListItemText
                          primary={b.code}
                          secondary={b.sectionName}
                          slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              {blockId !== null && (
                <Stack spacing={1.5} component="section" aria-labelledby="block-form">
                  <Typography id="block-form" variant="subtitle2" component="h3">
                    {block ? t('editingBlock', { code: block.code }) : t('creatingBlock')}
                  </Typography>
                  <TextInput
                    size="small"
                    label={t('blockCode')}
                    value={blockCode}
                    onChange={(e) => setBlockCode(e.target.value)}
                    error={Boolean(codeError)}
                    helperText={codeError || undefined}
                    readOnly={!canBlock}
                  />
                  <VertexTable
                    rows={blockVertices}
                    onChange={setBlockVertices}
                    min={3}
                    label={tg('vertices')}
                    readOnly={!canBlock}
                  />
                  <Stack direction="row" spacing={1}>
                    {canBlock && (
                      <Button
                        variant="contained"
                        onClick={() => saveBlock.mutate()}
                        disabled={!blockOk || saveBlock.isPending}
                      >
                        {tg('save')}
                      </Button>
                    )}
                    {block && granted(`${SCREEN}:btn_del`) && (
                      <Button color="error" onClick={() => setDeleting(true)}>
                        {tg('delete')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              )}
            </Stack>
          )}
        </Paper>
      </Box>
      {block && (
        <ConfirmDialog
          open={deleting}
          title={tg('delete')}
          message={t('confirmDeleteBlock', { code: block.code })}
          confirmLabel={tg('delete')}
          danger
          pending={removeBlock.isPending}
          onConfirm={() => removeBlock.mutate()}
          onClose={() => setDeleting(false)}
        />
      )}
    </ScreenFrame>
  );
}
