import { deviceSection } from '../../domain/data-scope.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { rammingPages } from '@console/contract/ramming/pages';
import * as declared from '@console/contract/ramming/records';

// What the rammers and DDC rigs recorded (written by the simulator's rammer and DDC processes): raw hits
// as uploaded, validated hits on their design points, the DDC rigs' raw events, and the piles with their
// layers. All read-only: the platform records them, people do not edit them. Fields: the contract.

const pages = rammingPages.pages;

const rawHit: ResourceDef = {
  ...declaredAs(declared.rawHit),
  table: 'hj_raw_hit',
  section: deviceSection('r.deviceId'),
  view: `SELECT r.id, r.gpst, d.code AS deviceCode, r.lon, r.lat, r.x, r.y, r.hitIndex, r.workPointId,
    substr(r.workPointId, 1, instr(r.workPointId, '-P') - 1) AS areaCode,
      r.hammerType, r.phi, r.high, r.receivedAt, r.parseStatus
    FROM hj_raw_hit r JOIN site_device d ON d.id = r.deviceId`,
  menus: [pages.hjMonitorRawData.code],
  screen: pages.hjMonitorRawData.code,
  keyword: ['deviceCode', 'workPointId'],
  defaultSort: 'gpst DESC, id DESC',
};

const hit: ResourceDef = {
  ...declaredAs(declared.hit),
  table: 'hj_hit',
  section: deviceSection('r.deviceId'),
  view: `SELECT h.id, h.t, d.code AS deviceCode, h.pointCode, h.areaCode, h.hitNo, h.dropM, h.settlement, h.cumulative,
    h.energy,
      h.lowDrop, h.offPoint, CASE WHEN h.lowDrop = 1 OR h.offPoint = 1 THEN 1 ELSE 0 END AS abnormal, h.thr
    FROM hj_hit h JOIN site_device d ON d.id = h.deviceId`,
  menus: [pages.hjMonitorRealData.code],
  screen: pages.hjMonitorRealData.code,
  keyword: ['deviceCode', 'pointCode'],
  defaultSort: 't DESC, id DESC',
};

const rawEvent: ResourceDef = {
  ...declaredAs(declared.rawEvent),
  table: 'ddc_raw_event',
  section: deviceSection('r.deviceId'),
  view: `SELECT e.id, e.t, d.code AS deviceCode, e.pileCode, substr(e.pileCode, 1, 6) AS areaCode,
    CAST(e.event AS TEXT) AS event, e.times, e.duration, e.subtotal, e.depth, e.pitch
    FROM ddc_raw_event e JOIN site_device d ON d.id = e.deviceId`,
  menus: [pages.ddcRawData.code],
  screen: pages.ddcRawData.code,
  keyword: ['deviceCode', 'pileCode'],
  defaultSort: 't DESC, id DESC',
};

const pile: ResourceDef = {
  ...declaredAs(declared.pile),
  table: 'ddc_pile',
  section: '(SELECT a.sectionId FROM ram_area a WHERE a.id = r.areaId)',
  view: `SELECT p.id, p.code, a.code AS areaCode, p.x, p.y, p.designDepth, d.code AS deviceCode, p.status, p.startAt,
    p.endAt,
      p.depth, p.layers, p.fillM3, p.rams, p.verdict, p.flags, p.thr
    FROM ddc_pile p JOIN ram_area a ON a.id = p.areaId LEFT JOIN site_device d ON d.id = p.deviceId
    WHERE p.startAt IS NOT NULL`,
  menus: [pages.ddcRealData.code],
  screen: pages.ddcRealData.code,
  keyword: ['code', 'deviceCode'],
  defaultSort: 'startAt DESC, id DESC',
};

/** A pile's layers, listed by the real-data page's drawer (`all?pileId=`). */
const pileLayer: ResourceDef = {
  ...declaredAs(declared.pileLayer),
  table: 'ddc_layer',
  section: deviceSection('r.deviceId'),
  view: `SELECT l.id, l.pileId, l.pileCode, l.no, l.t, l.topDepth, l.fillM3, l.rams, l.ok, l.thr FROM ddc_layer l`,
  menus: [pages.ddcRealData.code],
  screen: pages.ddcRealData.code,
  defaultSort: 'no ASC',
};

export const rammingDataResources: ResourceDef[] = [rawHit, hit, rawEvent, pile, pileLayer];
