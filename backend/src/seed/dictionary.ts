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
          ['男', '男', 'Male'],
          ['女', '女', 'Female'],
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
      {
        code: 'lockState',
        name: '锁定状态',
        values: [
          ['0', '正常', 'Active'],
          ['1', '锁定', 'Locked'],
        ],
      },
      {
        code: 'routeState',
        name: '路由状态',
        values: [
          ['0', '停用', 'Disabled'],
          ['1', '启用', 'Enabled'],
        ],
      },
      {
        code: 'enabledState',
        name: '启用状态',
        values: [
          ['0', '停用', 'Disabled'],
          ['1', '启用', 'Enabled'],
        ],
      },
      {
        code: 'yesNo',
        name: '是否',
        values: [
          ['0', '否', 'No'],
          ['1', '是', 'Yes'],
        ],
      },
      {
        code: 'onOff',
        name: '开关',
        values: [
          ['0', '关', 'Off'],
          ['1', '开', 'On'],
        ],
      },
      {
        code: 'secretSet',
        name: '密钥设置',
        values: [
          ['0', '未设置', 'Not set'],
          ['1', '已设置', 'Set'],
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
      {
        code: 'deviceRecordType',
        name: '设备记录类型',
        values: [
          ['maintain', '保养', 'Service'],
          ['repair', '维修', 'Repair'],
          ['calibrate', '标定', 'Calibration'],
          ['inspect', '检查', 'Inspection'],
        ],
      },
      {
        code: 'videoPlatform',
        name: '视频平台',
        values: [
          ['hikvision', '海康威视', 'Hikvision'],
          ['dahua', '大华', 'Dahua'],
          ['ezviz', '萤石云', 'EZVIZ'],
          ['imou', '乐橙云', 'Imou'],
        ],
      },
      {
        code: 'verifyResult',
        name: '校验结果',
        values: [
          ['ok', '通过', 'Passed'],
          ['noSecret', '未设置密钥', 'No secret'],
          ['expired', '已过期', 'Expired'],
        ],
      },
      {
        code: 'exchangeComponent',
        name: '更换部件',
        values: [
          ['terminal', '终端', 'Terminal'],
          ['hammer', '夯锤', 'Hammer'],
          ['sim', 'SIM卡', 'SIM card'],
        ],
      },
      {
        code: 'gnssQuality',
        name: '定位质量',
        values: [
          ['0', '无定位', 'No fix'],
          ['1', '单点', 'Single'],
          ['2', '差分', 'DGNSS'],
          ['4', '固定解', 'RTK fixed'],
          ['5', '浮点解', 'RTK float'],
        ],
      },
      {
        code: 'packetProtocol',
        name: '报文协议',
        values: [['tcpBin', 'TCP 二进制', 'TCP binary']],
      },
      {
        code: 'parseStatus',
        name: '解析状态',
        values: [
          ['ok', '成功', 'OK'],
          ['crc', '校验错误', 'CRC error'],
          ['unknownDevice', '未知设备', 'Unknown device'],
          ['late', '延迟到达', 'Late'],
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
      {
        code: 'loginResult',
        name: '登录结果',
        values: [
          ['success', '成功', 'Success'],
          ['fail', '失败', 'Failed'],
        ],
      },
      {
        code: 'processAction',
        name: '工艺动作',
        values: [
          ['start', '开始', 'Start'],
          ['finish', '结束', 'Finish'],
        ],
      },
      {
        code: 'changeAction',
        name: '变更动作',
        values: [
          ['create', '新增', 'Created'],
          ['update', '编辑', 'Edited'],
          ['delete', '删除', 'Deleted'],
          ['start', '开始', 'Started'],
          ['finish', '完成', 'Finished'],
        ],
      },
      {
        code: 'messageType',
        name: '消息类型',
        values: [
          ['notice', '通知', 'Notice'],
          ['process', '工艺', 'Process'],
          ['safety', '安全', 'Safety'],
          ['quality', '质量', 'Quality'],
        ],
      },
      {
        code: 'messageTarget',
        name: '消息对象',
        values: [
          ['all', '全部平板', 'All tablets'],
          ['znys', '智能压实机手', 'Compaction operators'],
          ['zd', '振动压实机手', 'Vibratory operators'],
        ],
      },
      {
        code: 'messageStatus',
        name: '消息状态',
        values: [
          ['draft', '草稿', 'Draft'],
          ['sent', '已发送', 'Sent'],
        ],
      },
      {
        code: 'smsDomain',
        name: '短信业务',
        values: [
          ['hj', '强夯与DDC', 'Ramming and DDC'],
          ['znys', '数字化施工', 'Digital construction'],
        ],
      },
      {
        code: 'smsLevel',
        name: '短信等级',
        values: [
          ['1', '一级', 'Level 1'],
          ['2', '二级', 'Level 2'],
          ['3', '三级', 'Level 3'],
        ],
      },
    ],
  },
  {
    code: 'alarm',
    name: '报警',
    children: [
      {
        code: 'alarmType',
        name: '报警类型',
        values: [
          ['materialOver', '材料超标', 'Material over limit'],
          ['ratioOver', '油石比超标', 'Asphalt ratio over limit'],
          ['tempOver', '温度超标', 'Temperature out of range'],
          ['mixTime', '搅拌时间不足', 'Short mixing time'],
          ['overSpeed', '超速', 'Overspeed'],
          ['lowTemp', '碾压温度低', 'Low rolling temperature'],
          ['underPasses', '碾压遍数不足', 'Too few passes'],
          ['lowDrop', '落距不足', 'Low drop height'],
          ['shortHits', '夯击数不足', 'Too few blows'],
          ['ddcShallow', '成孔深度不足', 'Pile too shallow'],
          ['ddcShortRams', '分层夯击不足', 'Too few rams per layer'],
          ['tripOvertime', '运输超时', 'Trip overtime'],
          ['tempDrop', '运输温降过大', 'Temperature drop in transit'],
          ['deviceOffline', '设备离线', 'Device offline'],
          ['labFail', '试验不合格', 'Failed lab test'],
          ['other', '其他', 'Other'],
        ],
      },
      {
        code: 'alarmDomain',
        name: '报警业务',
        values: [
          ['bhz', '拌和站', 'Mixing plants'],
          ['lab', '试验室', 'Laboratory'],
          ['znys', '智能压实', 'Compaction'],
          ['zd', '振动压实', 'Vibratory compaction'],
          ['hj', '强夯', 'Dynamic compaction'],
          ['ddc', 'DDC桩', 'DDC piles'],
          ['ylc', '运料车', 'Haul trucks'],
          ['ssc', '洒水车', 'Water trucks'],
          ['device', '设备', 'Devices'],
        ],
      },
      {
        code: 'overLimitLevel',
        name: '超标等级',
        values: [
          ['0', '正常', 'Normal'],
          ['1', '初级', 'Primary'],
          ['2', '中级', 'Middle'],
          ['3', '高级', 'Advanced'],
        ],
      },
      {
        code: 'overLimit',
        name: '是否超标',
        values: [
          ['0', '正常', 'Normal'],
          ['1', '超标', 'Over limit'],
        ],
      },
      {
        code: 'thresholdUnit',
        name: '阈值单位',
        values: [
          ['pct', '相对误差 %', 'Relative %'],
          ['pp', '百分点', 'Points'],
          ['c', '℃（窗口外）', '°C outside window'],
          ['s', '秒（低于下限）', 's below minimum'],
        ],
      },
    ],
  },
  {
    code: 'plant',
    name: '拌和站',
    children: [
      {
        code: 'plantType',
        name: '拌和站类型',
        values: [
          ['lq', '沥青拌和站', 'Asphalt'],
          ['sw', '水稳拌和站', 'Stabilised base'],
          ['sn', '水泥混凝土拌和站', 'Concrete'],
        ],
      },
      {
        code: 'plantMaterial',
        name: '拌和材料',
        values: [
          ['1', '细骨料', 'Fine aggregate'],
          ['2', '大石', 'Large stone'],
          ['3', '中石', 'Medium stone'],
          ['4', '小石', 'Small stone'],
          ['5', '水', 'Water'],
          ['6', '水泥', 'Cement'],
          ['7', '矿粉', 'Mineral powder'],
          ['8', '粉煤灰', 'Fly ash'],
          ['9', '外加剂', 'Admixture'],
          ['10', '其他', 'Other'],
          ['11', '沥青', 'Bitumen'],
          ['12', '回收粉', 'Recycled filler'],
          ['21', '热料仓1', 'Hot bin 1'],
          ['22', '热料仓2', 'Hot bin 2'],
          ['23', '热料仓3', 'Hot bin 3'],
          ['24', '热料仓4', 'Hot bin 4'],
          ['25', '热料仓5', 'Hot bin 5'],
          ['30', '油石比', 'Asphalt–aggregate ratio'],
          ['31', '沥青温度', 'Binder temperature'],
          ['32', '骨料温度', 'Aggregate temperature'],
          ['33', '出料温度', 'Discharge temperature'],
          ['34', '搅拌时间', 'Mix time'],
        ],
      },
      {
        code: 'binderGrade',
        name: '沥青标号',
        values: [
          ['70A', '70号A级', 'Grade 70 A'],
          ['SBS-I-D', 'SBS I-D', 'SBS I-D'],
        ],
      },
      {
        code: 'asphaltMix',
        name: '沥青混合料',
        values: [
          ['AC-20C', 'AC-20C', 'AC-20C'],
          ['SMA-13', 'SMA-13', 'SMA-13'],
        ],
      },
      {
        code: 'stockDirection',
        name: '出入库',
        values: [
          ['in', '入库', 'In'],
          ['out', '出库', 'Out'],
        ],
      },
      {
        code: 'lowStock',
        name: '库存状态',
        values: [
          ['0', '正常', 'Enough'],
          ['1', '库存不足', 'Below minimum'],
        ],
      },
    ],
  },
  {
    code: 'lab',
    name: '试验室',
    children: [
      {
        code: 'labVerdict',
        name: '试验结论',
        values: [
          ['0', '不合格', 'Fail'],
          ['1', '合格', 'Pass'],
          ['2', '复检', 'Retest'],
        ],
      },
    ],
  },
  {
    code: 'compaction',
    name: '数字化施工',
    children: [
      {
        code: 'compactionDomain',
        name: '压实业务',
        values: [
          ['znys', '智能压实', 'Compaction'],
          ['zd', '振动压实', 'Vibratory compaction'],
        ],
      },
      {
        code: 'rollerClass',
        name: '压路机分类',
        values: [
          ['steel', '双钢轮（初压）', 'Tandem steel (breakdown)'],
          ['rubber', '胶轮（复压）', 'Pneumatic (intermediate)'],
          ['vibratory', '单钢轮振动', 'Single-drum vibratory'],
          ['steelFinish', '双钢轮（终压）', 'Tandem steel (finish)'],
        ],
      },
      {
        code: 'rollerModelClass',
        name: '压路机机型',
        values: [
          ['doubleDrumSteel', '双钢轮', 'Tandem steel'],
          ['singleDrumVib', '单钢轮振动', 'Single-drum vibratory'],
          ['rubberTyred', '胶轮', 'Pneumatic'],
          ['static', '静碾', 'Static'],
        ],
      },
      {
        code: 'stageName',
        name: '碾压阶段',
        values: [
          ['breakdown', '初压', 'Breakdown'],
          ['intermediate', '复压', 'Intermediate'],
          ['final', '终压', 'Finish'],
        ],
      },
      {
        code: 'memberRole',
        name: '成员角色',
        values: [
          ['steel', '双钢轮（初压）', 'Tandem steel (breakdown)'],
          ['rubber', '胶轮（复压）', 'Pneumatic (intermediate)'],
          ['vibratory', '单钢轮振动', 'Single-drum vibratory'],
          ['steelFinish', '双钢轮（终压）', 'Tandem steel (finish)'],
          ['paver', '摊铺', 'Paver'],
        ],
      },
      {
        code: 'layerKind',
        name: '结构层',
        values: [
          ['asphalt', '沥青面层', 'Asphalt surface'],
          ['base', '水稳基层', 'Stabilised base'],
          ['soil', '土基', 'Subgrade'],
        ],
      },
      {
        code: 'groupChange',
        name: '分组变更',
        values: [
          ['create', '新建分组', 'Group created'],
          ['update', '修改分组', 'Group changed'],
          ['activate', '启用', 'Activated'],
          ['deactivate', '停用', 'Deactivated'],
          ['delete', '删除分组', 'Group deleted'],
          ['memberAdd', '加入成员', 'Member added'],
          ['memberRole', '成员角色', 'Member role'],
          ['memberRemove', '移出成员', 'Member removed'],
        ],
      },
      {
        code: 'reportType',
        name: '报表类型',
        values: [
          ['workArea', '作业面压实', 'Work area'],
          ['dailySection', '标段日报', 'Daily section'],
          ['stake', '桩号明细', 'Per stake'],
        ],
      },
      {
        code: 'periodRule',
        name: '周期',
        values: [
          ['daily', '每日', 'Daily'],
          ['weekly', '每周', 'Weekly'],
          ['monthly', '每月', 'Monthly'],
        ],
      },
      {
        code: 'colourMetric',
        name: '着色指标',
        values: [
          ['passes', '碾压遍数', 'Passes'],
          ['temp', '温度', 'Temperature'],
          ['speed', '速度', 'Speed'],
          ['cmv', 'CMV', 'CMV'],
        ],
      },
    ],
  },
  {
    code: 'ramming',
    name: '强夯与DDC',
    children: [
      {
        code: 'ramPass',
        name: '夯击遍次',
        values: [
          ['point1', '点夯第1遍', 'Point, pass 1'],
          ['point2', '点夯第2遍', 'Point, pass 2'],
          ['full', '满夯', 'Full'],
        ],
      },
      {
        code: 'ramPointStatus',
        name: '夯点状态',
        values: [
          ['todo', '未夯', 'To do'],
          ['doing', '夯击中', 'In progress'],
          ['below', '击数不足', 'Below design'],
          ['within', '达标', 'Within design'],
          ['above', '超击', 'Above design'],
        ],
      },
      {
        code: 'pilePattern',
        name: '布桩形式',
        values: [
          ['square', '正方形', 'Square'],
          ['triangle', '正三角形', 'Triangle'],
        ],
      },
      {
        code: 'processState',
        name: '工艺状态',
        values: [
          ['planned', '计划', 'Planned'],
          ['running', '施工中', 'Running'],
          ['stopped', '已停止', 'Stopped'],
          ['finished', '已完成', 'Finished'],
        ],
      },
      {
        code: 'hammerStandardField',
        name: '夯锤标准字段',
        values: [
          ['code', '夯锤编号', 'Code'],
          ['weight', '锤重 (t)', 'Weight (t)'],
          ['diameter', '锤径 (m)', 'Diameter (m)'],
          ['baseArea', '锤底面积 (m²)', 'Base area (m²)'],
          ['standardDrop', '标准落距 (m)', 'Standard drop (m)'],
          ['energy', '夯击能 (kN·m)', 'Energy (kN·m)'],
          ['note', '备注', 'Note'],
        ],
      },
      {
        code: 'processField',
        name: '工艺字段',
        values: [
          ['code', '工艺编号', 'Code'],
          ['name', '工艺名称', 'Name'],
          ['areaCode', '区域', 'Area'],
          ['pass', '遍次', 'Pass'],
          ['standardName', '标准', 'Standard'],
          ['deviceCodes', '设备', 'Rigs'],
          ['planStart', '计划开始', 'Planned start'],
          ['planEnd', '计划结束', 'Planned end'],
          ['state', '状态', 'State'],
          ['startedAt', '开始时间', 'Started'],
          ['finishedAt', '完成时间', 'Finished'],
        ],
      },
      {
        code: 'hitFlag',
        name: '夯击标记',
        values: [
          ['0', '否', 'No'],
          ['1', '是', 'Yes'],
        ],
      },
      {
        code: 'rawHitStatus',
        name: '原始夯击状态',
        values: [
          ['ok', '正常', 'OK'],
          ['offPoint', '偏离夯点', 'Off point'],
          ['duplicate', '重复上传', 'Duplicate'],
        ],
      },
      {
        code: 'ddcEvent',
        name: 'DDC事件',
        values: [
          ['0', '空闲', 'Idle'],
          ['1', '填料', 'Fill'],
          ['2', '夯击', 'Ram'],
        ],
      },
      {
        code: 'pileStatus',
        name: '桩状态',
        values: [
          ['doing', '施工中', 'In progress'],
          ['done', '已完成', 'Done'],
        ],
      },
      {
        code: 'pileVerdict',
        name: '桩结论',
        values: [
          ['ok', '合格', 'Pass'],
          ['fail', '不合格', 'Fail'],
        ],
      },
    ],
  },
  {
    code: 'transport',
    name: '运输',
    children: [
      {
        code: 'vehicleType',
        name: '车辆类型',
        values: [
          ['dump', '自卸车', 'Dump truck'],
          ['mixer', '搅拌车', 'Mixer truck'],
        ],
      },
      {
        code: 'vehicleState',
        name: '车辆状态',
        values: [
          ['idle', '空闲', 'Idle'],
          ['loading', '装料中', 'Loading'],
          ['inTransit', '运输中', 'In transit'],
          ['waiting', '现场等待', 'Waiting'],
          ['unloading', '卸料中', 'Unloading'],
          ['returning', '返程', 'Returning'],
          ['offline', '离线', 'Offline'],
        ],
      },
      {
        code: 'tripState',
        name: '车次状态',
        values: [
          ['loading', '装料中', 'Loading'],
          ['inTransit', '运输中', 'In transit'],
          ['waiting', '现场等待', 'Waiting'],
          ['unloading', '卸料中', 'Unloading'],
          ['done', '已完成', 'Done'],
        ],
      },
      {
        code: 'tripFlag',
        name: '车次标记',
        values: [
          ['0', '否', 'No'],
          ['1', '是', 'Yes'],
        ],
      },
      {
        code: 'tripAbnormal',
        name: '车次异常',
        values: [
          ['0', '正常', 'Normal'],
          ['1', '异常', 'Abnormal'],
        ],
      },
    ],
  },
  {
    code: 'pdca',
    name: '问题闭合',
    children: [
      {
        code: 'flowState',
        name: '闭合流程状态',
        values: [
          ['0', '待处理', 'Open'],
          ['10', '施工单位已处理', 'Handled'],
          ['20', '已闭合', 'Closed'],
          ['30', '监理驳回', 'Rejected by supervisor'],
          ['40', '监理审核中', 'Supervisor reviewing'],
          ['50', '待指挥部审核', 'Awaiting HQ review'],
          ['60', '指挥部驳回', 'Rejected by HQ'],
        ],
      },
      {
        code: 'problemLevel',
        name: '问题等级',
        values: [
          ['1', '一级（72 小时）', 'Level 1 (72 h)'],
          ['2', '二级（48 小时）', 'Level 2 (48 h)'],
          ['3', '三级（24 小时）', 'Level 3 (24 h)'],
        ],
      },
      {
        code: 'overdue',
        name: '是否逾期',
        values: [
          ['0', '未逾期', 'On time'],
          ['1', '已逾期', 'Overdue'],
        ],
      },
      {
        code: 'specialSectionType',
        name: '特殊断面类型',
        values: [
          ['bridgeDeck', '桥面', 'Bridge deck'],
          ['culvert', '涵洞', 'Culvert'],
          ['transition', '过渡段', 'Transition'],
          ['manhole', '检查井', 'Manhole'],
          ['other', '其他', 'Other'],
        ],
      },
      {
        code: 'problemSource',
        name: '问题来源',
        values: [
          ['alarm', '报警', 'Alarm'],
          ['manual', '人工', 'Manual'],
        ],
      },
      {
        code: 'problemParty',
        name: '责任方',
        values: [
          ['施工单位', '施工单位', 'Contractor'],
          ['监理单位', '监理单位', 'Supervisor'],
          ['指挥部', '指挥部', 'Headquarters'],
        ],
      },
    ],
  },
];
