import type { Title } from '@/lib/routes/catalogue';

/**
 * Labels of the platform's dictionary codes (DOMAIN.md §4.1 `enum:<dictType>`). The codes are the
 * platform's; only their names in the two languages live here.
 */
export const dictionaries: Record<string, Record<string, Title>> = {
  deviceKind: {
    asphaltPlant: { zh: '沥青拌和站', en: 'Asphalt plant' },
    stabilisedPlant: { zh: '水稳拌和站', en: 'Stabilised-base plant' },
    concretePlant: { zh: '水泥混凝土拌和站', en: 'Concrete plant' },
    paver: { zh: '摊铺机', en: 'Paver' },
    roller: { zh: '压路机', en: 'Roller' },
    vibRoller: { zh: '振动压路机', en: 'Vibratory roller' },
    rammer: { zh: '强夯机', en: 'Dynamic compactor' },
    ddcRig: { zh: 'DDC桩机', en: 'DDC pile rig' },
    truck: { zh: '运料车', en: 'Haul truck' },
    sprinkler: { zh: '洒水车', en: 'Water truck' },
    tablet: { zh: '平板', en: 'Tablet' },
    camera: { zh: '摄像头', en: 'Camera' },
    labInstrument: { zh: '试验仪器', en: 'Lab instrument' },
  },
  deviceStatus: {
    inUse: { zh: '在用', en: 'In use' },
    repair: { zh: '维修', en: 'Under repair' },
    idle: { zh: '闲置', en: 'Idle' },
    scrapped: { zh: '报废', en: 'Scrapped' },
  },
  carrier: {
    cmcc: { zh: '中国移动', en: 'China Mobile' },
    cucc: { zh: '中国联通', en: 'China Unicom' },
    ctcc: { zh: '中国电信', en: 'China Telecom' },
  },
  simStatus: {
    active: { zh: '正常', en: 'Active' },
    suspended: { zh: '停机', en: 'Suspended' },
    cancelled: { zh: '销户', en: 'Cancelled' },
  },
  loginClient: {
    web: { zh: '网页', en: 'Web' },
    pad: { zh: '平板', en: 'Tablet' },
  },
  loginResult: {
    success: { zh: '成功', en: 'Success' },
    fail: { zh: '失败', en: 'Failed' },
  },
  processAction: {
    start: { zh: '开始', en: 'Start' },
    finish: { zh: '结束', en: 'Finish' },
  },
  compactionDomain: {
    znys: { zh: '智能压实', en: 'Compaction' },
    zd: { zh: '振动压实', en: 'Vibratory compaction' },
  },
  gnssQuality: {
    '0': { zh: '无定位', en: 'No fix' },
    '1': { zh: '单点', en: 'Single' },
    '2': { zh: '差分', en: 'DGNSS' },
    '4': { zh: '固定解', en: 'RTK fixed' },
    '5': { zh: '浮点解', en: 'RTK float' },
  },
  rollerClass: {
    steel: { zh: '双钢轮（初压）', en: 'Tandem steel (breakdown)' },
    rubber: { zh: '胶轮（复压）', en: 'Pneumatic (intermediate)' },
    vibratory: { zh: '单钢轮振动', en: 'Single-drum vibratory' },
    steelFinish: { zh: '双钢轮（终压）', en: 'Tandem steel (finish)' },
  },
  layerKind: {
    asphalt: { zh: '沥青面层', en: 'Asphalt surface' },
    base: { zh: '水稳基层', en: 'Stabilised base' },
    soil: { zh: '土基', en: 'Subgrade' },
  },
  stockDirection: {
    in: { zh: '入库', en: 'In' },
    out: { zh: '出库', en: 'Out' },
  },
  lowStock: {
    '0': { zh: '正常', en: 'Enough' },
    '1': { zh: '库存不足', en: 'Below minimum' },
  },
  onOff: {
    '1': { zh: '开', en: 'On' },
    '0': { zh: '关', en: 'Off' },
  },
  packetProtocol: {
    tcpBin: { zh: 'TCP 二进制', en: 'TCP binary' },
  },
  parseStatus: {
    ok: { zh: '成功', en: 'OK' },
    crc: { zh: '校验错误', en: 'CRC error' },
    unknownDevice: { zh: '未知设备', en: 'Unknown device' },
    late: { zh: '延迟到达', en: 'Late' },
  },
};

export function dictLabel(dict: string | undefined, code: unknown, locale: 'zh' | 'en'): string {
  if (code === null || code === undefined || code === '') return '';
  const title = dict ? dictionaries[dict]?.[String(code)] : undefined;
  return title ? title[locale] : String(code);
}

/** The codes a column offers, with their labels, in dictionary order. */
export function dictChoices(dict: string | undefined, only: readonly string[] | undefined, locale: 'zh' | 'en'): { value: string; label: string }[] {
  return Object.entries(dictionaries[dict ?? ''] ?? {})
    .filter(([code]) => !only || only.includes(code))
    .map(([code, title]) => ({ value: code, label: title[locale] }));
}
