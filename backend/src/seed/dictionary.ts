// The dictionary's first content: types grouped under a few roots, each value with its labels in both
// languages. Administrators edit it on 数据字典 afterwards; the seed is written once.

export interface SeedDictType {
  code: string;
  name: string;
  values?: readonly (readonly [value: string, zh: string, en: string])[];
  children?: readonly SeedDictType[];
}

export const dictionarySeed: readonly SeedDictType[] = [
  {
    code: 'base',
    name: '基础数据',
    children: [
      {
        code: 'sex',
        name: '性别',
        values: [
          ['1', '男', 'Male'],
          ['2', '女', 'Female'],
        ],
      },
      {
        code: 'departKind',
        name: '部门类型',
        values: [
          ['company', '公司', 'Company'],
          ['department', '部门', 'Department'],
          ['team', '班组', 'Team'],
        ],
      },
    ],
  },
  {
    code: 'device',
    name: '设备',
    children: [
      {
        code: 'deviceKind',
        name: '设备类型',
        values: [
          ['asphaltPlant', '沥青拌和站', 'Asphalt plant'],
          ['stabilisedPlant', '水稳拌和站', 'Stabilised-base plant'],
          ['concretePlant', '水泥混凝土拌和站', 'Concrete plant'],
          ['paver', '摊铺机', 'Paver'],
          ['roller', '压路机', 'Roller'],
          ['vibRoller', '振动压路机', 'Vibratory roller'],
          ['rammer', '强夯机', 'Dynamic compactor'],
          ['ddcRig', 'DDC桩机', 'DDC pile rig'],
          ['truck', '运料车', 'Haul truck'],
          ['sprinkler', '洒水车', 'Water truck'],
          ['tablet', '平板', 'Tablet'],
          ['camera', '摄像头', 'Camera'],
          ['labInstrument', '试验仪器', 'Lab instrument'],
        ],
      },
      {
        code: 'deviceStatus',
        name: '设备状态',
        values: [
          ['inUse', '在用', 'In use'],
          ['repair', '维修', 'Under repair'],
          ['idle', '闲置', 'Idle'],
          ['scrapped', '报废', 'Scrapped'],
        ],
      },
      {
        code: 'carrier',
        name: '运营商',
        values: [
          ['cmcc', '中国移动', 'China Mobile'],
          ['cucc', '中国联通', 'China Unicom'],
          ['ctcc', '中国电信', 'China Telecom'],
        ],
      },
      {
        code: 'simStatus',
        name: 'SIM卡状态',
        values: [
          ['active', '正常', 'Active'],
          ['suspended', '停机', 'Suspended'],
          ['cancelled', '销户', 'Cancelled'],
        ],
      },
    ],
  },
  {
    code: 'site',
    name: '工地',
    children: [
      {
        code: 'sectionKind',
        name: '标段类型',
        values: [
          ['road', '道路', 'Road'],
          ['apron', '站坪', 'Apron'],
          ['foundation', '地基处理', 'Ground improvement'],
        ],
      },
      {
        code: 'loginClient',
        name: '登录客户端',
        values: [
          ['web', '网页', 'Web'],
          ['pad', '平板', 'Tablet'],
        ],
      },
    ],
  },
];
