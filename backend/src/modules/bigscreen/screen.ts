import { ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { dayIndexOf, dayLabel, dayStartMs, siteTime } from '../../sim/reads.js';
import { progressItems } from './progress.js';
import { read } from '../../kit/settings.js';
import { displayConfig, displayTiles } from './display-config.js';
import { presentOf, round } from '../../kit/stats-range.js';
import { bigscreenPages } from '@console/contract/bigscreen/pages';

/*
 * The big screen (大屏信息): one read with every tile's numbers, as of the site's present, and the display
 * settings of 进度展示控制 that say which tiles show and how often they turn and refresh. Today is the site's day
 * up to its present; nothing here is computed in the console.
 */

const display = displayConfig;

export const bigScreenRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/szhsg/screen',
    menus: [bigscreenPages.pages.szhsgScreenInfo.code],
    handler(ctx) {
      const store = ctx.app.store;
      const present = presentOf(ctx);
      const day = dayIndexOf(present - 1);
      const from = siteTime(dayStartMs(day));
      const now = siteTime(present);
      const config = read(store, display);
      const project = store.get<{ name: string }>('SELECT name FROM site_project ORDER BY id LIMIT 1');
      const plants = store
        .all<{
          code: string;
          name: string;
          plantType: string;
          batches: number;
          outputKg: number | null;
          overLimit: number | null;
        }>(
          `SELECT p.code, p.name, p.plantType, COUNT(b.id) batches, SUM(b.batchWeight) outputKg,
            SUM(CASE WHEN b.level > 0 THEN 1 ELSE 0 END) overLimit
             FROM bhz_plant p LEFT JOIN bhz_batch b ON b.plantId = p.id AND b.dischargeTime >= ? AND b.dischargeTime < ?
            GROUP BY p.id ORDER BY p.plantType, p.code`,
          from,
          now,
        )
        .map((p) => ({
          code: p.code,
          name: p.name,
          plantType: p.plantType,
          batches: p.batches,
          outputT: round((p.outputKg ?? 0) / 1000, 1),
          overLimit: p.overLimit ?? 0,
        }));
      // Devices in use that report a state (dev_state_latest), by kind.
      const devices = store.all<{ kind: string; total: number; online: number }>(
        `SELECT d.kind, COUNT(*) total, SUM(CASE WHEN s.online = 1 THEN 1 ELSE 0 END) online
           FROM site_device d JOIN dev_state_latest s ON s.deviceId = d.id WHERE d.status = 'inUse' GROUP BY d.kind
           ORDER BY d.kind`,
      );
      const alarmRows = store.all<{ level: number; n: number }>(
        'SELECT level, COUNT(*) n FROM pdca_alarm WHERE t >= ? AND t < ? GROUP BY level',
        from,
        now,
      );
      const alarms = [1, 2, 3].map((level) => ({ level, count: alarmRows.find((r) => r.level === level)?.n ?? 0 }));
      const sectionId = typeof config.sectionId === 'number' ? config.sectionId : null;
      const section =
        sectionId === null
          ? null
          : (store.get<{ id: number; name: string }>('SELECT id, name FROM site_section WHERE id = ?', sectionId) ??
            null);
      const progress = progressItems(store, section ? [section.id] : undefined).map((p) => ({
        id: p.id,
        name: p.name,
        sectionName: p.sectionName,
        layerName: p.layerName,
        unit: p.unit,
        plannedQty: p.plannedQty,
        done: p.done,
        pct: p.pct,
      }));
      const latestBatches = store.all<{
        id: number;
        plantCode: string;
        plantType: string;
        mixType: string | null;
        dischargeTime: string;
        batchWeight: number | null;
        level: number;
      }>(
        'SELECT id, plantCode, plantType, mixType, dischargeTime, batchWeight, level FROM bhz_batch ' +
          'WHERE dischargeTime < ? ORDER BY dischargeTime DESC, id DESC LIMIT 8',
        now,
      );
      return ok({
        title: config.title,
        projectName: project?.name ?? null,
        simTime: now,
        day: dayLabel(day),
        rotationSeconds: config.rotationSeconds,
        refreshSeconds: config.refreshSeconds,
        // In the order 进度展示控制 gives (places are unique; the listed order breaks a tie in older settings).
        tiles: displayTiles
          .map((t, i) => ({
            key: t.name,
            on: config[t.name] === 1,
            place: Number(config[`${t.name}Order`] ?? i + 1),
            i,
          }))
          .sort((a, b) => a.place - b.place || a.i - b.i)
          .map(({ key, on }) => ({ key, on })),
        section,
        plants,
        devices,
        alarms,
        progress,
        latestBatches: latestBatches.map((b) => ({
          ...b,
          batchWeight: b.batchWeight === null ? null : round(b.batchWeight / 1000, 2),
        })),
      });
    },
  },
];
