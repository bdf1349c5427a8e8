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
  yesNo: {
    '1': { zh: '是', en: 'Yes' },
    '0': { zh: '否', en: 'No' },
  },
  processState: {
    planned: { zh: '计划中', en: 'Planned' },
    running: { zh: '进行中', en: 'Running' },
    stopped: { zh: '已停止', en: 'Stopped' },
  },
  memberRole: {
    steel: { zh: '双钢轮（初压）', en: 'Tandem steel (breakdown)' },
    rubber: { zh: '胶轮（复压）', en: 'Pneumatic (intermediate)' },
    vibratory: { zh: '单钢轮振动', en: 'Single-drum vibratory' },
    steelFinish: { zh: '双钢轮（终压）', en: 'Tandem steel (finish)' },
    paver: { zh: '摊铺', en: 'Paver' },
  },
  groupChange: {
    create: { zh: '新建分组', en: 'Group created' },
    update: { zh: '修改分组', en: 'Group changed' },
    activate: { zh: '启用', en: 'Activated' },
    deactivate: { zh: '停用', en: 'Deactivated' },
    delete: { zh: '删除分组', en: 'Group deleted' },
    memberAdd: { zh: '加入成员', en: 'Member added' },
    memberRole: { zh: '成员角色', en: 'Member role' },
    memberRemove: { zh: '移出成员', en: 'Member removed' },
  },
  rollerModelClass: {
    doubleDrumSteel: { zh: '双钢轮', en: 'Tandem steel' },
    singleDrumVib: { zh: '单钢轮振动', en: 'Single-drum vibratory' },
    rubberTyred: { zh: '胶轮', en: 'Pneumatic' },
    static: { zh: '静碾', en: 'Static' },
  },
  stageName: {
    breakdown: { zh: '初压', en: 'Breakdown' },
    intermediate: { zh: '复压', en: 'Intermediate' },
    final: { zh: '终压', en: 'Finish' },
  },
  reportType: {
    workArea: { zh: '作业面压实', en: 'Work area' },
    dailySection: { zh: '标段日报', en: 'Daily section' },
    stake: { zh: '桩号明细', en: 'Per stake' },
  },
  periodRule: {
    daily: { zh: '每日', en: 'Daily' },
    weekly: { zh: '每周', en: 'Weekly' },
    monthly: { zh: '每月', en: 'Monthly' },
  },
  messageType: {
    notice: { zh: '通知', en: 'Notice' },
    process: { zh: '工艺', en: 'Process' },
    safety: { zh: '安全', en: 'Safety' },
    quality: { zh: '质量', en: 'Quality' },
  },
  messageTarget: {
    all: { zh: '全部平板', en: 'All tablets' },
    znys: { zh: '智能压实机手', en: 'Compaction operators' },
    zd: { zh: '振动压实机手', en: 'Vibratory operators' },
  },
  messageStatus: {
    draft: { zh: '草稿', en: 'Draft' },
    sent: { zh: '已发送', en: 'Sent' },
  },
  colourMetric: {
    passes: { zh: '碾压遍数', en: 'Passes' },
    temp: { zh: '温度', en: 'Temperature' },
    speed: { zh: '速度', en: 'Speed' },
    cmv: { zh: 'CMV', en: 'CMV' },
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
