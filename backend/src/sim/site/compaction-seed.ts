import type { Store } from '../../db/database.js';
import { crews } from './crews.js';
import { layers, type Layer } from './sections.js';

// The compaction registry as the site starts it: the models of the seeded rollers, one process per
// compacted layer (the crews' process codes, so the simulator's process log and the process pages
// agree), one group per compaction crew, and the default colour tables.

const rollerModels = [
  {
    maker: '徐工',
    model: 'XD133',
    rollerClass: 'doubleDrumSteel',
    weight: 13,
    drumWidth: 2.13,
    freq: 50,
    amplitude: 0.35,
    maxSpeed: 12,
  },
  {
    maker: '徐工',
    model: 'XP303',
    rollerClass: 'rubberTyred',
    weight: 30,
    drumWidth: 2.75,
    freq: null,
    amplitude: null,
    maxSpeed: 20,
  },
  {
    maker: '三一重工',
    model: 'SSR220C',
    rollerClass: 'singleDrumVib',
    weight: 22,
    drumWidth: 2.17,
    freq: 28,
    amplitude: 1.9,
    maxSpeed: 11,
  },
  {
    maker: '柳工',
    model: '6626E',
    rollerClass: 'singleDrumVib',
    weight: 26,
    drumWidth: 2.17,
    freq: 30,
    amplitude: 2,
    maxSpeed: 10,
  },
] as const;

/** Layers below a crew's are done, the crew's runs, the ones above wait. */
function stateOf(layer: Layer, domain: 'znys' | 'zd'): 'planned' | 'running' | 'stopped' {
  const running = crews
    .filter((c) => c.domain === domain && c.process)
    .map((c) => layers.find((l) => l.code === c.process!.layerCode)!);
  if (running.some((l) => l.code === layer.code)) return 'running';
  return running.some((l) => l.sectionCode === layer.sectionCode && l.order > layer.order) ? 'stopped' : 'planned';
}

/** Standard-like defaults (not verified against a specification; editable on the process pages). */
function parameters(layer: Layer): Record<string, number | null> {
  if (layer.domain === 'zd') {
    return { targetPassesStatic: 2, targetPassesVib: 4, speedMaxVib: 4, minFreq: 28, minAmplitude: 1.5, cmvTarget: 40 };
  }
  const speeds = { speedMaxSteel: 3, speedMaxRubber: 5, speedMaxVib: 4, vibRequired: 1 };
  if (layer.material === 'asphalt') {
    const sma = layer.mixType === 'SMA-13';
    return {
      ...speeds,
      targetPassesSteel: sma ? 6 : 4,
      targetPassesRubber: sma ? 0 : 6,
      pavingTempMin: sma ? 160 : 150,
      breakdownTempMin: sma ? 150 : 135,
      finishTempMin: sma ? 90 : 70,
    };
  }
  return { ...speeds, targetPassesSteel: 6, targetPassesRubber: layer.material === 'gravel' ? 2 : 4 };
}

const bands: Record<string, readonly (readonly [number, number, string, string])[]> = {
  passes: [
    [0, 1, '#bdbdbd', '0'],
    [1, 2, '#fff59d', '1'],
    [2, 3, '#ffe082', '2'],
    [3, 4, '#ffcc80', '3'],
    [4, 5, '#ffb74d', '4'],
    [5, 6, '#ff9800', '5'],
    [6, 7, '#a5d6a7', '6'],
    [7, 8, '#66bb6a', '7'],
    [8, 9, '#388e3c', '8'],
    [9, 100, '#1e88e5', '≥9'],
  ],
  temp: [
    [0, 70, '#1e88e5', '<70°C'],
    [70, 110, '#4fc3f7', '70–110°C'],
    [110, 135, '#9ccc65', '110–135°C'],
    [135, 160, '#fdd835', '135–160°C'],
    [160, 200, '#ff7043', '160–200°C'],
    [200, 300, '#c62828', '≥200°C'],
  ],
  speed: [
    [0, 2, '#388e3c', '<2 km/h'],
    [2, 3, '#9ccc65', '2–3 km/h'],
    [3, 4, '#fdd835', '3–4 km/h'],
    [4, 5, '#ffa726', '4–5 km/h'],
    [5, 40, '#e53935', '≥5 km/h'],
  ],
  cmv: [
    [0, 20, '#e53935', '<20'],
    [20, 40, '#ffa726', '20–40'],
    [40, 60, '#fdd835', '40–60'],
    [60, 80, '#9ccc65', '60–80'],
    [80, 500, '#388e3c', '≥80'],
  ],
};

/** Stage: name, roller class, passes, speed max km/h, vibration on, temperature window °C. */
const templates = [
  {
    name: '沥青面层标准碾压工艺',
    layerKind: 'asphalt',
    description: '初压双钢轮振动，复压胶轮，终压双钢轮静压',
    stages: [
      ['breakdown', 'doubleDrumSteel', 2, 3, 1, 135, 165],
      ['intermediate', 'rubberTyred', 6, 5, 0, 110, 140],
      ['final', 'doubleDrumSteel', 2, 4, 0, 70, 110],
    ],
  },
  {
    name: '水稳基层标准碾压工艺',
    layerKind: 'base',
    description: '单钢轮静压稳压，振动碾压，胶轮收面',
    stages: [
      ['breakdown', 'singleDrumVib', 1, 2, 0, null, null],
      ['intermediate', 'singleDrumVib', 4, 3, 1, null, null],
      ['final', 'rubberTyred', 2, 4, 0, null, null],
    ],
  },
] as const;

const roleOf = (kind: string, rollerClass: unknown) =>
  kind === 'paver'
    ? 'paver'
    : rollerClass === 'rubberTyred'
      ? 'rubber'
      : rollerClass === 'doubleDrumSteel'
        ? 'steel'
        : 'vibratory';

const templateOf: Record<string, string> = {
  'S2-L6': '沥青面层碾压组',
  'S2-L5': '水稳基层碾压组',
  'S1-L3': '水稳基层碾压组',
};

export function seedCompaction(store: Store, audit: Record<string, string>): void {
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  for (const m of rollerModels) store.insert('cmp_roller_model', { projectId, ...m, ...audit });

  const layerRows = new Map(
    store
      .all<{ id: number; code: string; sectionId: number }>('SELECT id, code, sectionId FROM site_layer')
      .map((l) => [l.code, l]),
  );
  const processIds = new Map<string, number>();
  for (const layer of layers) {
    if (layer.domain !== 'znys' && layer.domain !== 'zd') continue;
    const row = layerRows.get(layer.code)!;
    const code = `GY-${layer.domain.toUpperCase()}-${layer.code}`;
    processIds.set(
      code,
      store.insert('cmp_process', {
        projectId,
        domain: layer.domain,
        code,
        name: `${layer.sectionCode} ${layer.name}`,
        sectionId: row.sectionId,
        layerId: row.id,
        mixType: layer.mixType ?? null,
        thickness: layer.designThickness ?? (layer.domain === 'zd' ? 30 : null),
        ...parameters(layer),
        cellSize: 0.5,
        state: stateOf(layer, layer.domain),
        ...audit,
      }),
    );
  }

  const devices = new Map(
    store
      .all<{ id: number; code: string; kind: string; params: string | null }>(
        'SELECT id, code, kind, params FROM site_device',
      )
      .map((d) => [d.code, d]),
  );
  for (const crew of crews) {
    if ((crew.domain !== 'znys' && crew.domain !== 'zd') || !crew.process) continue;
    const layer = layerRows.get(crew.process.layerCode)!;
    const template = templateOf[crew.process.layerCode];
    const templateId = template
      ? (store.get<{ id: number }>('SELECT id FROM znys_group_template WHERE name = ?', template)?.id ?? null)
      : null;
    const groupId = store.insert('cmp_group', {
      projectId,
      domain: crew.domain,
      code: crew.code,
      name: crew.name,
      templateId,
      processId: processIds.get(crew.process.code)!,
      sectionId: layer.sectionId,
      layerId: layer.id,
      active: 1,
      ...audit,
    });
    // The history starts with the group's forming, so every member has a first row.
    const history = {
      projectId,
      domain: crew.domain,
      t: audit.crtTime,
      groupId,
      groupCode: crew.code,
      byName: 'system',
      ...audit,
    };
    store.insert('cmp_group_history', {
      ...history,
      change: 'create',
      deviceId: null,
      deviceCode: null,
      detail: `新建分组「${crew.name}」`,
    });
    for (const code of crew.deviceCodes) {
      const device = devices.get(code)!;
      const params = device.params ? (JSON.parse(device.params) as Record<string, unknown>) : {};
      store.insert('cmp_group_member', {
        projectId,
        groupId,
        deviceId: device.id,
        role: roleOf(device.kind, params.rollerClass),
        ...audit,
      });
      store.insert('cmp_group_history', {
        ...history,
        change: 'memberAdd',
        deviceId: device.id,
        deviceCode: code,
        detail: `加入设备 ${code}`,
      });
    }
  }

  for (const t of templates) {
    const templateId = store.insert('cmp_process_template', {
      projectId,
      name: t.name,
      layerKind: t.layerKind,
      description: t.description,
      ...audit,
    });
    t.stages.forEach(([stage, rollerClass, passes, speedMax, vibOn, tempMin, tempMax], i) =>
      store.insert('cmp_process_stage', {
        projectId,
        templateId,
        orderNum: i + 1,
        stage,
        rollerClass,
        passes,
        speedMax,
        vibOn,
        tempMin,
        tempMax,
        ...audit,
      }),
    );
  }

  const road = store.get<{ id: number }>("SELECT id FROM site_section WHERE kind = 'road'")!.id;
  const apron = store.get<{ id: number }>("SELECT id FROM site_section WHERE kind = 'apron'")!.id;
  const conditions = [
    {
      name: '道路沥青下面层日报',
      reportType: 'dailySection',
      sectionId: road,
      layerId: layerRows.get('S2-L6')!.id,
      fromChainage: 0,
      toChainage: 3200,
      periodRule: 'daily',
      recipients: '项目经理, 质检工程师',
    },
    {
      name: '道路水稳基层桩号报表',
      reportType: 'stake',
      sectionId: road,
      layerId: layerRows.get('S2-L5')!.id,
      fromChainage: 0,
      toChainage: 1600,
      periodRule: 'weekly',
      recipients: '监理工程师',
    },
    {
      name: '站坪水稳作业面报表',
      reportType: 'workArea',
      sectionId: apron,
      layerId: layerRows.get('S1-L3')!.id,
      fromChainage: null,
      toChainage: null,
      periodRule: 'daily',
      recipients: '指挥部',
    },
  ];
  for (const c of conditions) store.insert('cmp_report_condition', { projectId, ...c, ...audit });
  const sent = { status: 'sent', sentAt: audit.crtTime, sentBy: 'system', t: audit.crtTime };
  store.insert('cmp_message', {
    projectId,
    type: 'notice',
    title: '智能压实系统启用',
    content: '各机手上机后请在平板上登录并确认所在分组。',
    target: 'all',
    readCount: 18,
    ...sent,
    ...audit,
  });
  store.insert('cmp_message', {
    projectId,
    type: 'quality',
    title: '沥青面层碾压温度',
    content: '初压温度不得低于 135 °C，终压温度不得低于 70 °C。',
    target: 'znys',
    readCount: 12,
    ...sent,
    ...audit,
  });

  for (const [metric, list] of Object.entries(bands)) {
    for (const [fromValue, toValue, colour, label] of list)
      store.insert('cmp_color_band', { projectId, metric, fromValue, toValue, colour, label, ...audit });
  }
}
