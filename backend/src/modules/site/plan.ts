import { ok, type Reply } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { planBaseMaps } from './base-maps.js';
import { bigscreenPages } from '@console/contract/bigscreen/pages';
import { compactionPages } from '@console/contract/compaction/pages';
import { fleetPages } from '@console/contract/fleet/pages';
import { qualityPages } from '@console/contract/quality/pages';
import { rammingPages } from '@console/contract/ramming/pages';
import { sitePages } from '@console/contract/site/pages';
import { storedFrame } from '../../kit/site-frame.js';

const compaction = compactionPages.pages;
const vehicle = fleetPages.pages;
const ramming = rammingPages.pages;

/**
 * The pages that draw the site plan (and so its base maps): every map, the two geometry editors, and the forms whose
 * outlines are drawn on it (stake areas, ramming and DDC areas, special sections).
 */
export const planMenus: readonly string[] = [
  compaction.znysProcessMonitor.code,
  compaction.zdProcessMonitor.code,
  compaction.zdWorkInfo.code,
  bigscreenPages.pages.szhsgScreenInfo.code,
  vehicle.ylcRealtimeLocation.code,
  vehicle.ylcTrackPlayback.code,
  vehicle.sscRealtimeLocation.code,
  vehicle.sscTrackPlayback.code,
  ramming.hjProcessMonitor.code,
  ramming.hjDataAnalysis.code,
  ramming.ddcProcessMonitor.code,
  ramming.ddcDataAnalysis.code,
  sitePages.pages.hjBaseMapConfig.code,
  sitePages.pages.znysStakeMapEdit.code,
  compaction.znysStakeArea.code,
  ramming.hjDeviceArea.code,
  ramming.ddcArea.code,
  qualityPages.pages.pdcaSpecialSection.code,
  qualityPages.pages.hjPdcaSpecialSection.code,
];

export const planRoutes: RouteDef[] = [
  {
    // The site plan every map draws (SitePlan): sections, the road's alignment and stakes, the apron's
    // blocks, plants, water points and haul roads, in the site's metric frame; under them the enabled,
    // calibrated base maps (底图配置) with the two control points that place each; the frame's tie to CGCS2000.
    method: 'GET',
    path: '/api/site/plan',
    menus: planMenus,
    handler(ctx): Reply {
      const store = ctx.app.store;
      const json = (text: string | null) => (text ? JSON.parse(text) : null);
      const sections = store.all<{ id: number; code: string; name: string; kind: string; polygon: string | null }>(
        'SELECT id, code, name, kind, polygon FROM site_section ORDER BY code',
      );
      const alignment = store.get<{ sectionId: number; polyline: string; startChainage: number }>(
        'SELECT sectionId, polyline, startChainage FROM site_alignment ORDER BY id LIMIT 1',
      );
      const stakes = store.all<{
        name: string;
        chainage: number;
        x: number;
        y: number;
        azimuth: number;
        leftWidth: number;
        rightWidth: number;
      }>('SELECT name, chainage, x, y, azimuth, leftWidth, rightWidth FROM site_stake ORDER BY sectionId, chainage');
      const blocks = store.all<{ code: string; polygon: string }>('SELECT code, polygon FROM site_block ORDER BY code');
      const features = store.all<{ kind: string; code: string; name: string; geom: string }>(
        'SELECT kind, code, name, geom FROM site_feature ORDER BY kind, code',
      );
      return ok({
        extent: [0, 0, 4000, 1500],
        sections: sections.map((s) => ({ code: s.code, name: s.name, kind: s.kind, polygon: json(s.polygon) })),
        alignment: alignment ? { polyline: json(alignment.polyline), startChainage: alignment.startChainage } : null,
        stakes,
        blocks: blocks.map((b) => ({ code: b.code, polygon: json(b.polygon) })),
        features: features.map((x) => ({ kind: x.kind, code: x.code, name: x.name, geom: json(x.geom) })),
        baseMaps: planBaseMaps(store),
        frame: storedFrame(store),
      });
    },
  },
];
