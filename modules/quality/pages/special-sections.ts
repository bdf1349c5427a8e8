import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// 特殊路段设置 of both PDCA groups: a chainage range (compaction) or polygon (both) and a period where alarm
// types are suppressed or the speed limit differs; the simulator's alarm producers honour them.

const TYPES = /^\s*[A-Za-z]+(\s*[,，]\s*[A-Za-z]+)*\s*$/;
const POLYGON = /^\s*\[\s*\[.*\]\s*\]\s*$/s;

const col = (
  field: string,
  zh: string,
  en: string,
  type: ColumnDef['type'],
  rest: Partial<ColumnDef> = {},
): ColumnDef => ({ field, title: { zh, en }, type, width: 120, ...rest });

function sections(domain: 'znys' | 'hj'): ResourceScreenDef {
  const types =
    domain === 'znys'
      ? 'overSpeed, lowTemp, underPasses, tempOver …'
      : 'lowDrop, shortHits, ddcShallow, ddcShortRams …';
  return {
    api: domain === 'znys' ? '/api/pdca/specialSection' : '/api/pdca/hjSpecialSection',
    screen: domain === 'znys' ? 'pdcaSpecialSectionManager' : 'hjPdcaSpecialSectionManager',
    columns: [
      col('name', '名称', 'Name', 'text', { width: 160, sortable: true, form: { required: true, max: 60 } }),
      col('sectionType', '类型', 'Type', 'enum', {
        dict: 'specialSectionType',
        width: 110,
        sortable: true,
        filter: true,
        form: { required: true },
      }),
      ...(domain === 'znys'
        ? [
            col('startChainage', '起点桩号', 'From chainage', 'num', {
              unit: 'm',
              sortable: true,
              form: { min: 0, max: 3200 },
            }),
            col('endChainage', '终点桩号', 'To chainage', 'num', {
              unit: 'm',
              sortable: true,
              form: { min: 0, max: 3200 },
            }),
          ]
        : []),
      col('polygon', '多边形 [[x, y], …]', 'Polygon [[x, y], …]', 'text', {
        width: 200,
        optional: domain === 'znys',
        form: {
          max: 20000,
          multiline: true,
          pattern: POLYGON,
          patternMessage: { zh: '格式为 [[x, y], …]，至少 3 个顶点', en: 'As [[x, y], …], at least 3 vertices' },
        },
      }),
      col('suppressTypes', '屏蔽报警类型', 'Suppressed alarm types', 'text', {
        width: 180,
        form: {
          max: 300,
          pattern: TYPES,
          patternMessage: {
            zh: `报警类型代码，逗号分隔，如 ${types}`,
            en: `Alarm type codes separated by commas, e.g. ${types}`,
          },
        },
      }),
      col('speedMax', '限速', 'Speed limit', 'num', { unit: 'km/h', width: 110, form: { min: 0.5, max: 20 } }),
      col('validFrom', '生效开始', 'Valid from', 'time', { width: 160, sortable: true, form: {} }),
      col('validTo', '生效结束', 'Valid until', 'time', { width: 160, sortable: true, form: {} }),
      col('enabled', '状态', 'State', 'enum', {
        dict: 'enabledState',
        choices: ['1', '0'],
        colors: { '1': 'success', '0': 'default' },
        width: 90,
        filter: true,
        form: { required: true },
      }),
      col('remark', '备注', 'Remark', 'text', { width: 160, optional: true, form: { max: 200 } }),
      col('updTime', '更新时间', 'Updated', 'time', { width: 160, sortable: true, optional: true, form: false }),
    ],
    writes: { create: true, update: true, delete: true },
    keyword: true,
    noun: { zh: '特殊路段', en: 'special section' },
    nameField: 'name',
    note: {
      zh: '范围内、有效期内，屏蔽的报警类型不再产生报警，限速取代机型限速；桩号范围与多边形至少填一项。',
      en: 'Inside the range and period, the suppressed alarm types raise no alarm and the speed limit replaces the machine class’s; give a chainage range or a polygon.',
    },
  };
}

export const znysSpecialSections = sections('znys');
export const hjSpecialSections = sections('hj');
