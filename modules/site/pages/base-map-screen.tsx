'use client';

import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type MouseEvent } from 'react';
import { SitePlan } from '@/components/kit/maps/site-plan';
import type { PlacedBaseMap } from '@/components/kit/maps/base-map-layer';
import { scaleAndRotation, similarityFrom } from '@/lib/geometry/similarity';
import type { SitePlanData } from '@/lib/platform/site-plan';
import type { BaseMapRow } from '@console/contract/site/reads';
import { sitePages } from '@console/contract/site/pages';
import { useApiQuery } from '@/lib/request/query';
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
import { BaseMapList, ControlPointsPicker, CreateDialog } from '../ui/base-map-parts';
import { checkPoints, emptyPoints, pointsText, sizeText, type PointsText } from '../ui/control-points';

const SCREEN = sitePages.pages.hjBaseMapConfig.code;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];
const INVALIDATE = ['/api/site/baseMap', '/api/site/plan'];

/**
 * 底图配置: the base maps beside the site plan. A base map is created by name, its image uploaded (PNG/JPEG/SVG,
 * ≤ 5 MB, checked again by the platform), then calibrated with two control points — picked on the image,
 * their metres typed or picked on the plan — and previewed on the plan with its design geometry before it is
 * saved; saved and enabled, every map draws it.
 */
export function BaseMapScreen({ match }: ScreenProps) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('geometry.baseMap');
  const tg = useTranslations('geometry');
  const granted = useGranted();
  const client = useQueryClient();
  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const list = useApiQuery<BaseMapRow[]>({ path: '/api/site/baseMap/all' });
  const rows = useMemo(() => list.data ?? [], [list.data]);

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const row = rows.find((r) => r.id === selectedId) ?? rows[0];
  const [name, setName] = useState('');
  const [points, setPoints] = useState<PointsText>(emptyPoints);
  const [opacity, setOpacity] = useState(0.7);
  const [order, setOrder] = useState('0');
  const [enabled, setEnabled] = useState(true);
  const [active, setActive] = useState<0 | 1>(0);
  const [fileError, setFileError] = useState('');
  const [creating, setCreating] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  // The form follows the chosen base map as the platform last answered it (reset while rendering, not in an effect).
  const loadedKey = row ? `${row.id}:${row.updTime ?? ''}:${row.fileVersion}` : '';
  const [loaded, setLoaded] = useState<string | null>(null);
  if (loaded !== loadedKey) {
    setLoaded(loadedKey);
    setName(row?.name ?? '');
    setPoints(pointsText(row));
    setOpacity(row?.opacity ?? 0.7);
    setOrder(String(row?.orderNum ?? 0));
    setEnabled(row ? row.enabled === 1 : true);
    setFileError('');
  }

  const check = checkPoints(points, row, t);
  const similarity = check.points && check.errors.length === 0 ? similarityFrom(check.points) : null;
  const orderNumber = Number(order);
  const orderBad = !/^\d{1,2}$/.test(order.trim());
  const nameBad = name.trim() === '';

  // The preview: the plan's other base maps, and this one as it would be saved.
  const draftPoints = check.points && similarity ? check.points : null;
  // SitePlan redraws base maps only when their numbers change, so a new array per render costs nothing.
  const others = (plan.data?.data.baseMaps ?? []).filter((b) => b.id !== row?.id);
  const preview: PlacedBaseMap[] =
    row?.width && row.height && draftPoints
      ? [
          ...others,
          {
            id: row.id,
            url: `/api/site/baseMap/${row.id}/file?v=${row.fileVersion}`,
            width: row.width,
            height: row.height,
            controlPoints: draftPoints,
            opacity,
          },
        ]
      : others;
  const marks = points.flatMap(([, , x, y], i) => {
    const px = Number(x);
    const py = Number(y);
    return x.trim() !== '' && y.trim() !== '' && Number.isFinite(px) && Number.isFinite(py)
      ? [{ x: px, y: py, label: t('point', { n: i + 1 }) }]
      : [];
  });

  const create = useWrite<{ data: BaseMapRow }, string>(
    (value) => ({ path: '/api/site/baseMap', method: 'POST', body: { name: value } }),
    {
      success: (_, value) => t('created', { name: value }),
      invalidate: INVALIDATE,
      onSuccess: (reply) => {
        setSelectedId(reply.data.id);
        setCreating(null);
      },
    },
  );
  const save = useWrite<{ data: BaseMapRow }, void>(
    () => ({
      path: `/api/site/baseMap/${row!.id}`,
      method: 'PUT',
      body: {
        name: name.trim(),
        controlPoints: check.points ? JSON.stringify(check.points) : '',
        opacity,
        orderNum: orderNumber,
        enabled: enabled ? 1 : 0,
      },
    }),
    { success: () => t('saved', { name: name.trim() }), invalidate: INVALIDATE },
  );
  const upload = useWrite<{ data: BaseMapRow }, File>(
    (file) => ({
      path: `/api/site/baseMap/${row!.id}/file`,
      method: 'POST',
      body: file,
      query: { fileName: file.name },
    }),
    {
      success: (_, file) => t('uploaded', { file: file.name }),
      invalidate: INVALIDATE,
    },
  );
  const remove = useWrite<unknown, void>(() => ({ path: `/api/site/baseMap/${row!.id}`, method: 'DELETE' }), {
    success: () => t('deleted', { name: row!.name }),
    invalidate: INVALIDATE,
    onSuccess: () => {
      setDeleting(false);
      setSelectedId(null);
    },
  });

  const refresh = () =>
    client.invalidateQueries({ predicate: (q) => INVALIDATE.includes(String(q.queryKey[0]).replace(/\/all$/, '')) });
  const failed = plan.isError || list.isError;
  if (failed || !plan.data || !list.data)
    return (
      <PendingScreen
        title={title}
        onRefresh={refresh}
        failed={failed}
        failedText={tg('loadFailed')}
        loadingText={tg('loading')}
      />
    );

  const canEdit = granted(`${SCREEN}:btn_edit`);
  const canUpload = granted(`${SCREEN}:btn_upload`);
  const setPoint = (i: number, k: number, value: string) =>
    setPoints((p) => p.map((q, j) => (j === i ? (q.map((v, m) => (m === k ? value : v)) as PointsText[number]) : q)));
  const round = (n: number) => String(Math.round(n * 100) / 100);

  const pickOnImage = (e: MouseEvent<HTMLElement>) => {
    if (!row?.width || !row.height || !canEdit) return;
    // The image's own box (the frame around it has a border), clamped to the image.
    const box = (e.currentTarget.querySelector('img') ?? e.currentTarget).getBoundingClientRect();
    const within = (n: number) => Math.min(Math.max(n, 0), 1);
    setPoint(active, 0, round(within((e.clientX - box.left) / box.width) * row.width));
    setPoint(active, 1, round(within((e.clientY - box.top) / box.height) * row.height));
  };
  const pickOnPlan = (x: number, y: number) => {
    if (!canEdit || !row) return;
    setPoint(active, 2, round(x));
    setPoint(active, 3, round(y));
  };
  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const typed = TYPES.includes(file.type) || /\.(png|jpe?g|svg)$/i.test(file.name);
    if (!typed) return setFileError(t('wrongType'));
    if (file.size > MAX_BYTES) return setFileError(t('tooLarge', { size: sizeText(file.size) }));
    setFileError('');
    upload.mutate(file);
  };
  const onMaps = row && plan.data.data.baseMaps?.some((b) => b.id === row.id);
  const transform = similarity ? scaleAndRotation(similarity) : null;

  return (
    <ScreenFrame
      title={title}
      toolbar={
        <ScreenToolbar
          onRefresh={refresh}
          add={{ code: `${SCREEN}:btn_add`, label: t('add'), onClick: () => setCreating('') }}
        />
      }
    >
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
          <SitePlan
            plan={plan.data.data}
            label={t('planLabel')}
            baseMaps={preview}
            onPick={pickOnPlan}
            height="max(440px, calc(100vh - 260px))"
          >
            <PlanMarks points={marks} />
          </SitePlan>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {tg('pickHint')}
          </Typography>
        </Stack>
        {/* The form scrolls on its own beside the plan, so the preview stays in sight while points are set. */}
        <Stack spacing={1.5} sx={{ maxHeight: { lg: 'calc(100vh - 200px)' }, overflow: { lg: 'auto' } }}>
          <BaseMapList
            rows={rows}
            selectedId={row?.id}
            onSelect={setSelectedId}
            onMaps={(id) => plan.data.data.baseMaps?.some((b) => b.id === id) ?? false}
          />
          {row && (
            <Paper variant="outlined" component="section" aria-labelledby="base-map-form" sx={{ p: 1.5 }}>
              <Stack spacing={1.5}>
                <Typography id="base-map-form" variant="subtitle2" component="h2">
                  {row.name}
                </Typography>
                <TextInput
                  size="small"
                  label={t('name')}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  error={nameBad}
                  helperText={nameBad ? t('nameRequired') : undefined}
                  readOnly={!canEdit}
                />
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('file')}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="base-map-file">
                    {row.width && row.height
                      ? t('fileInfo', {
                          file: row.fileName ?? '—',
                          kind: t(row.kind === 'vector' ? 'kindVector' : 'kindImage'),
                          width: row.width,
                          height: row.height,
                          size: sizeText(row.fileSize ?? 0),
                        })
                      : t('noFile')}
                  </Typography>
                  {canUpload && (
                    <Button
                      component="label"
                      size="small"
                      variant="outlined"
                      startIcon={<FileUploadOutlined />}
                      disabled={upload.isPending}
                      sx={{ mt: 0.5 }}
                    >
                      {t('upload')}
                      <input
                        hidden
                        type="file"
                        accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml"
                        onChange={(e) => {
                          chooseFile(e.target.files?.[0]);
                          e.target.value = '';
                        }}
                      />
                    </Button>
                  )}
                  {fileError && (
                    <Alert severity="error" role="alert" sx={{ mt: 0.5 }}>
                      {fileError}
                    </Alert>
                  )}
                </Box>
                {row.width && row.height ? (
                  <ControlPointsPicker
                    row={row}
                    points={points}
                    active={active}
                    onActive={setActive}
                    canEdit={canEdit}
                    onPickImage={pickOnImage}
                    onPoint={setPoint}
                    errors={check.errors}
                    transform={transform}
                  />
                ) : null}
                <Box>
                  <Typography id="base-map-opacity" variant="body2">
                    {t('opacity')}: {Math.round(opacity * 100)}%
                  </Typography>
                  <Slider
                    size="small"
                    min={0.05}
                    max={1}
                    step={0.05}
                    value={opacity}
                    onChange={(_, v) => setOpacity(v as number)}
                    disabled={!canEdit}
                    slotProps={{ input: { 'aria-labelledby': 'base-map-opacity' } }}
                    getAriaValueText={(v) => `${Math.round(v * 100)}%`}
                  />
                </Box>
                <TextInput
                  size="small"
                  label={t('order')}
                  value={order}
                  onChange={(e) => setOrder(e.target.value)}
                  error={orderBad}
                  helperText={orderBad ? '0–99' : undefined}
                  readOnly={!canEdit}
                  inputProps={{ inputMode: 'numeric' }}
                />
                <FormControlLabel
                  control={
                    <Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={!canEdit} />
                  }
                  label={t('enabled')}
                />
                <Typography
                  variant="body2"
                  sx={{ color: onMaps ? 'success.main' : 'text.secondary' }}
                  data-testid="base-map-status"
                >
                  {t('status')}: {onMaps ? t('onMaps') : t('notOnMaps')}
                </Typography>
                <Stack direction="row" spacing={1}>
                  {canEdit && (
                    <Button
                      variant="contained"
                      onClick={() => save.mutate()}
                      disabled={save.isPending || nameBad || orderBad || check.errors.length > 0}
                    >
                      {tg('save')}
                    </Button>
                  )}
                  {granted(`${SCREEN}:btn_del`) && (
                    <Button color="error" onClick={() => setDeleting(true)}>
                      {tg('delete')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Paper>
          )}
        </Stack>
      </Box>
      <CreateDialog
        name={creating}
        onName={setCreating}
        onCreate={(value) => create.mutate(value)}
        pending={create.isPending}
      />
      {row && (
        <ConfirmDialog
          open={deleting}
          title={tg('delete')}
          message={t('confirmDelete', { name: row.name })}
          confirmLabel={tg('delete')}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setDeleting(false)}
        />
      )}
    </ScreenFrame>
  );
}
