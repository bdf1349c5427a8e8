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
  alarmType: {
    materialOver: { zh: '材料超标', en: 'Material over limit' },
    ratioOver: { zh: '油石比超标', en: 'Asphalt ratio over limit' },
    tempOver: { zh: '温度超标', en: 'Temperature out of range' },
    mixTime: { zh: '搅拌时间不足', en: 'Short mixing time' },
    overSpeed: { zh: '超速', en: 'Overspeed' },
    lowTemp: { zh: '碾压温度低', en: 'Low rolling temperature' },
    underPasses: { zh: '碾压遍数不足', en: 'Too few passes' },
    lowDrop: { zh: '落距不足', en: 'Low drop height' },
    shortHits: { zh: '夯击数不足', en: 'Too few blows' },
    ddcShallow: { zh: '成孔深度不足', en: 'Pile too shallow' },
    ddcShortRams: { zh: '分层夯击不足', en: 'Too few rams per layer' },
    tripOvertime: { zh: '运输超时', en: 'Trip overtime' },
    tempDrop: { zh: '运输温降过大', en: 'Temperature drop in transit' },
    deviceOffline: { zh: '设备离线', en: 'Device offline' },
    labFail: { zh: '试验不合格', en: 'Failed lab test' },
    other: { zh: '其他', en: 'Other' },
  },
  alarmDomain: {
    bhz: { zh: '拌和站', en: 'Mixing plants' },
    lab: { zh: '试验室', en: 'Laboratory' },
    znys: { zh: '智能压实', en: 'Compaction' },
    zd: { zh: '振动压实', en: 'Vibratory compaction' },
    hj: { zh: '强夯', en: 'Dynamic compaction' },
    ddc: { zh: 'DDC桩', en: 'DDC piles' },
    ylc: { zh: '运料车', en: 'Haul trucks' },
    ssc: { zh: '洒水车', en: 'Water trucks' },
    device: { zh: '设备', en: 'Devices' },
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
  progressFact: {
    compactedArea: { zh: '压实面积（碾压达标）', en: 'Compacted area (passes on target)' },
    rammedPoints: { zh: '强夯夯点', en: 'Rammed points' },
    ddcPiles: { zh: 'DDC 成桩', en: 'DDC piles finished' },
    plantOutput: { zh: '拌和产量', en: 'Plant output' },
    none: { zh: '仅手工', en: 'Manual only' },
  },
  progressUnit: {
    m: { zh: 'm', en: 'm' },
    m2: { zh: 'm²', en: 'm²' },
    m3: { zh: 'm³', en: 'm³' },
    point: { zh: '点', en: 'points' },
    pile: { zh: '根', en: 'piles' },
    t: { zh: 't', en: 't' },
  },
  stockDirection: {
    in: { zh: '入库', en: 'In' },
    out: { zh: '出库', en: 'Out' },
  },
  lowStock: {
    '0': { zh: '正常', en: 'Enough' },
    '1': { zh: '库存不足', en: 'Below minimum' },
  },
  ramPass: {
    point1: { zh: '点夯第1遍', en: 'Point, pass 1' },
    point2: { zh: '点夯第2遍', en: 'Point, pass 2' },
    full: { zh: '满夯', en: 'Full' },
  },
  ramPointStatus: {
    todo: { zh: '未夯', en: 'To do' },
    doing: { zh: '夯击中', en: 'In progress' },
    below: { zh: '击数不足', en: 'Below design' },
    within: { zh: '达标', en: 'Within design' },
    above: { zh: '超击', en: 'Above design' },
  },
  pilePattern: {
    square: { zh: '正方形', en: 'Square' },
    triangle: { zh: '正三角形', en: 'Triangle' },
  },
  processState: {
    planned: { zh: '计划', en: 'Planned' },
    running: { zh: '施工中', en: 'Running' },
    stopped: { zh: '已停止', en: 'Stopped' },
    finished: { zh: '已完成', en: 'Finished' },
  },
  changeAction: {
    create: { zh: '新增', en: 'Created' },
    update: { zh: '编辑', en: 'Edited' },
    delete: { zh: '删除', en: 'Deleted' },
    start: { zh: '开始', en: 'Started' },
    finish: { zh: '完成', en: 'Finished' },
  },
  hammerStandardField: {
    code: { zh: '夯锤编号', en: 'Code' },
    weight: { zh: '锤重 (t)', en: 'Weight (t)' },
    diameter: { zh: '锤径 (m)', en: 'Diameter (m)' },
    baseArea: { zh: '锤底面积 (m²)', en: 'Base area (m²)' },
    standardDrop: { zh: '标准落距 (m)', en: 'Standard drop (m)' },
    energy: { zh: '夯击能 (kN·m)', en: 'Energy (kN·m)' },
    note: { zh: '备注', en: 'Note' },
  },
  processField: {
    code: { zh: '工艺编号', en: 'Code' },
    name: { zh: '工艺名称', en: 'Name' },
    areaCode: { zh: '区域', en: 'Area' },
    pass: { zh: '遍次', en: 'Pass' },
    standardName: { zh: '标准', en: 'Standard' },
    deviceCodes: { zh: '设备', en: 'Rigs' },
    planStart: { zh: '计划开始', en: 'Planned start' },
    planEnd: { zh: '计划结束', en: 'Planned end' },
    state: { zh: '状态', en: 'State' },
    startedAt: { zh: '开始时间', en: 'Started' },
    finishedAt: { zh: '完成时间', en: 'Finished' },
  },
  exchangeComponent: {
    terminal: { zh: '终端', en: 'Terminal' },
    hammer: { zh: '夯锤', en: 'Hammer' },
    sim: { zh: 'SIM卡', en: 'SIM card' },
  },
  labVerdict: {
    '1': { zh: '合格', en: 'Pass' },
    '0': { zh: '不合格', en: 'Fail' },
    '2': { zh: '复检', en: 'Retest' },
  },
  binderGrade: {
    '70A': { zh: '70号A级', en: 'Grade 70 A' },
    'SBS-I-D': { zh: 'SBS I-D', en: 'SBS I-D' },
  },
  asphaltMix: {
    'AC-20C': { zh: 'AC-20C', en: 'AC-20C' },
    'SMA-13': { zh: 'SMA-13', en: 'SMA-13' },
  },
  onOff: {
    '1': { zh: '开', en: 'On' },
    '0': { zh: '关', en: 'Off' },
  },
  yesNo: {
    '1': { zh: '是', en: 'Yes' },
    '0': { zh: '否', en: 'No' },
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
  vehicleType: {
    dump: { zh: '自卸车', en: 'Dump truck' },
    mixer: { zh: '搅拌车', en: 'Mixer truck' },
  },
  deviceRecordType: {
    maintain: { zh: '保养', en: 'Service' },
    repair: { zh: '维修', en: 'Repair' },
    calibrate: { zh: '标定', en: 'Calibration' },
    inspect: { zh: '检查', en: 'Inspection' },
  },
  videoPlatform: {
    hikvision: { zh: '海康威视', en: 'Hikvision' },
    dahua: { zh: '大华', en: 'Dahua' },
    ezviz: { zh: '萤石云', en: 'EZVIZ' },
    imou: { zh: '乐橙云', en: 'Imou' },
  },
  secretSet: {
    '1': { zh: '已设置', en: 'Set' },
    '0': { zh: '未设置', en: 'Not set' },
  },
  verifyResult: {
    ok: { zh: '通过', en: 'Passed' },
    noSecret: { zh: '未设置密钥', en: 'No secret' },
    expired: { zh: '已过期', en: 'Expired' },
  },
  smsDomain: {
    hj: { zh: '强夯与DDC', en: 'Ramming and DDC' },
    znys: { zh: '数字化施工', en: 'Digital construction' },
  },
  smsLevel: {
    '1': { zh: '一级', en: 'Level 1' },
    '2': { zh: '二级', en: 'Level 2' },
    '3': { zh: '三级', en: 'Level 3' },
  },
  enabledState: {
    '1': { zh: '启用', en: 'Enabled' },
    '0': { zh: '停用', en: 'Disabled' },
  },
  tripState: {
    loading: { zh: '装料中', en: 'Loading' },
    inTransit: { zh: '运输中', en: 'In transit' },
    waiting: { zh: '现场等待', en: 'Waiting' },
    unloading: { zh: '卸料中', en: 'Unloading' },
    done: { zh: '已完成', en: 'Done' },
  },
  vehicleState: {
    idle: { zh: '空闲', en: 'Idle' },
    loading: { zh: '装料中', en: 'Loading' },
    inTransit: { zh: '运输中', en: 'In transit' },
    waiting: { zh: '现场等待', en: 'Waiting' },
    unloading: { zh: '卸料中', en: 'Unloading' },
    returning: { zh: '返程', en: 'Returning' },
    offline: { zh: '离线', en: 'Offline' },
  },
  tripFlag: {
    '1': { zh: '是', en: 'Yes' },
    '0': { zh: '否', en: 'No' },
  },
  tripAbnormal: {
    '1': { zh: '异常', en: 'Abnormal' },
    '0': { zh: '正常', en: 'Normal' },
  },
  hitFlag: {
    '1': { zh: '是', en: 'Yes' },
    '0': { zh: '否', en: 'No' },
  },
  rawHitStatus: {
    ok: { zh: '正常', en: 'OK' },
    offPoint: { zh: '偏离夯点', en: 'Off point' },
    duplicate: { zh: '重复上传', en: 'Duplicate' },
  },
  ddcEvent: {
    '0': { zh: '空闲', en: 'Idle' },
    '1': { zh: '填料', en: 'Fill' },
    '2': { zh: '夯击', en: 'Ram' },
  },
  pileStatus: {
    doing: { zh: '施工中', en: 'In progress' },
    done: { zh: '已完成', en: 'Done' },
  },
  pileVerdict: {
    ok: { zh: '合格', en: 'Pass' },
    fail: { zh: '不合格', en: 'Fail' },
  },
  flowState: {
    '0': { zh: '待处理', en: 'Open' },
    '10': { zh: '施工单位已处理', en: 'Handled' },
    '40': { zh: '监理审核中', en: 'Supervisor reviewing' },
    '30': { zh: '监理驳回', en: 'Rejected by supervisor' },
    '50': { zh: '待指挥部审核', en: 'Awaiting HQ review' },
    '60': { zh: '指挥部驳回', en: 'Rejected by HQ' },
    '20': { zh: '已闭合', en: 'Closed' },
  },
  problemLevel: {
    '1': { zh: '一级（72 小时）', en: 'Level 1 (72 h)' },
    '2': { zh: '二级（48 小时）', en: 'Level 2 (48 h)' },
    '3': { zh: '三级（24 小时）', en: 'Level 3 (24 h)' },
  },
  overdue: {
    '1': { zh: '已逾期', en: 'Overdue' },
    '0': { zh: '未逾期', en: 'On time' },
  },
  specialSectionType: {
    bridgeDeck: { zh: '桥面', en: 'Bridge deck' },
    culvert: { zh: '涵洞', en: 'Culvert' },
    transition: { zh: '过渡段', en: 'Transition' },
    manhole: { zh: '检查井', en: 'Manhole' },
    other: { zh: '其他', en: 'Other' },
  },
  problemSource: {
    alarm: { zh: '报警', en: 'Alarm' },
    manual: { zh: '人工', en: 'Manual' },
  },
  problemParty: {
    施工单位: { zh: '施工单位', en: 'Contractor' },
    监理单位: { zh: '监理单位', en: 'Supervisor' },
    指挥部: { zh: '指挥部', en: 'Headquarters' },
  },
  plantType: {
    lq: { zh: '沥青拌和站', en: 'Asphalt' },
    sw: { zh: '水稳拌和站', en: 'Stabilised base' },
    sn: { zh: '水泥混凝土拌和站', en: 'Concrete' },
  },
  overLimitLevel: {
    '0': { zh: '正常', en: 'Normal' },
    '1': { zh: '初级', en: 'Primary' },
    '2': { zh: '中级', en: 'Middle' },
    '3': { zh: '高级', en: 'Advanced' },
  },
  overLimit: {
    '1': { zh: '超标', en: 'Over limit' },
    '0': { zh: '正常', en: 'Normal' },
  },
  thresholdUnit: {
    pct: { zh: '相对误差 %', en: 'Relative %' },
    pp: { zh: '百分点', en: 'Points' },
    c: { zh: '℃（窗口外）', en: '°C outside window' },
    s: { zh: '秒（低于下限）', en: 's below minimum' },
  },
  plantMaterial: {
    '1': { zh: '细骨料', en: 'Fine aggregate' },
    '2': { zh: '大石', en: 'Large stone' },
    '3': { zh: '中石', en: 'Medium stone' },
    '4': { zh: '小石', en: 'Small stone' },
    '5': { zh: '水', en: 'Water' },
    '6': { zh: '水泥', en: 'Cement' },
    '7': { zh: '矿粉', en: 'Mineral powder' },
    '8': { zh: '粉煤灰', en: 'Fly ash' },
    '9': { zh: '外加剂', en: 'Admixture' },
    '10': { zh: '其他', en: 'Other' },
    '11': { zh: '沥青', en: 'Bitumen' },
    '12': { zh: '回收粉', en: 'Recycled filler' },
    '21': { zh: '热料仓1', en: 'Hot bin 1' },
    '22': { zh: '热料仓2', en: 'Hot bin 2' },
    '23': { zh: '热料仓3', en: 'Hot bin 3' },
    '24': { zh: '热料仓4', en: 'Hot bin 4' },
    '25': { zh: '热料仓5', en: 'Hot bin 5' },
    '30': { zh: '油石比', en: 'Asphalt–aggregate ratio' },
    '31': { zh: '沥青温度', en: 'Binder temperature' },
    '32': { zh: '骨料温度', en: 'Aggregate temperature' },
    '33': { zh: '出料温度', en: 'Discharge temperature' },
    '34': { zh: '搅拌时间', en: 'Mix time' },
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
  // Platform administration. `departKind` mirrors the dictionary type of that code (seeded by the backend).
  departKind: {
    company: { zh: '公司', en: 'Company' },
    department: { zh: '部门', en: 'Department' },
    team: { zh: '班组', en: 'Team' },
  },
  lockState: {
    '0': { zh: '正常', en: 'Active' },
    '1': { zh: '锁定', en: 'Locked' },
  },
  routeState: {
    '1': { zh: '启用', en: 'Enabled' },
    '0': { zh: '停用', en: 'Disabled' },
  },
};

export function dictLabel(dict: string | undefined, code: unknown, locale: 'zh' | 'en'): string {
  if (code === null || code === undefined || code === '') return '';
  const title = dict ? dictionaries[dict]?.[String(code)] : undefined;
  return title ? title[locale] : String(code);
}

/** The codes a column offers, with their labels, in dictionary order (or in the order of `only`). */
export function dictChoices(dict: string | undefined, only: readonly string[] | undefined, locale: 'zh' | 'en'): { value: string; label: string }[] {
  const entries = dictionaries[dict ?? ''] ?? {};
  // `only` also orders: numeric codes ('0', '1' …) iterate in ascending order whatever the dictionary says.
  const codes = only ? only.filter((code) => code in entries) : Object.keys(entries);
  return codes.map((code) => ({ value: code, label: entries[code]![locale] }));
}
