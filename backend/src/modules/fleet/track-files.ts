import { gridEpsg, type SiteFrame } from '@console/contract/site/frame-spec';
import { toLonLat } from '@console/contract/site/frame';
import { rejected } from '../../domain/rejected.js';
import type { Reply } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';
import { siteTime } from '../../sim/reads.js';
import { storedFrame } from '../../kit/site-frame.js';
import { FIX_SEC, type TrackPoint } from './track-samples.js';

/*
 * A replayed range as a file other tools open: GPX 1.1 (GNSS tools, survey software) or KML 2.2 (Google Earth,
 * GIS), every fix of the range (not the player's decimated track), latitude/longitude through the project's frame
 * (CGCS2000, which these formats' WGS 84 takes as equal to within a few centimetres). A gap in the fixes (the
 * vehicle off) starts a new segment, so no line is drawn across it.
 */

export type TrackFileFormat = 'gpx' | 'kml';

export function trackFormat(ctx: RequestContext): TrackFileFormat {
  const format = ctx.query.get('format')?.trim() || 'gpx';
  if (format !== 'gpx' && format !== 'kml') throw rejected(`参数 format 必须是 gpx 或 kml: ${format}`);
  return format;
}

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The fixes in runs without a gap longer than one fix interval. */
function runsOf(points: readonly TrackPoint[]): TrackPoint[][] {
  const runs: TrackPoint[][] = [];
  for (const p of points) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (!run || !last || p.t - last.t > FIX_SEC * 1000) runs.push([p]);
    else run.push(p);
  }
  return runs;
}

type Track = { code: string; plate: string; from: number; to: number; points: readonly TrackPoint[] };

function gpx(track: Track, frame: SiteFrame): string {
  const name = xml(`${track.plate} ${iso(track.from)} – ${iso(track.to)}`);
  const segments = runsOf(track.points).map((run) => {
    const points = run.map((p) => {
      const [lon, lat] = toLonLat(frame, [p.x, p.y]);
      return `<trkpt lat="${lat.toFixed(8)}" lon="${lon.toFixed(8)}"><time>${iso(p.t)}</time></trkpt>`;
    });
    return `<trkseg>\n${points.join('\n')}\n</trkseg>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="construction-quality console" xmlns="http://www.topografix.com/GPX/1/1">',
    `<metadata><name>${name}</name><desc>${xml(frameNote(frame))}</desc><time>${iso(track.from)}</time></metadata>`,
    `<trk><name>${xml(track.plate)}</name><desc>${xml(track.code)}</desc>`,
    ...segments,
    '</trk>',
    '</gpx>',
    '',
  ].join('\n');
}

function kml(track: Track, frame: SiteFrame): string {
  const lines = runsOf(track.points).map((run) => {
    const coordinates = run.map((p) => {
      const [lon, lat] = toLonLat(frame, [p.x, p.y]);
      return `${lon.toFixed(8)},${lat.toFixed(8)},0`;
    });
    return `<LineString><tessellate>1</tessellate><coordinates>${coordinates.join(' ')}</coordinates></LineString>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    `<Document><name>${xml(track.plate)}</name><description>${xml(frameNote(frame))}</description>`,
    `<Placemark><name>${xml(`${track.plate} ${track.code}`)}</name>`,
    `<TimeSpan><begin>${iso(track.from)}</begin><end>${iso(track.to)}</end></TimeSpan>`,
    `<MultiGeometry>\n${lines.join('\n')}\n</MultiGeometry>`,
    '</Placemark></Document>',
    '</kml>',
    '',
  ].join('\n');
}

const frameNote = (frame: SiteFrame) =>
  `CGCS2000 (EPSG:4490), from the site frame tied to EPSG:${gridEpsg(frame.centralMeridian)}`;

/** The file of a vehicle's fixes in a range; refused while the project has no frame. */
export function trackFile(ctx: RequestContext, format: TrackFileFormat, track: Track): Reply {
  const frame = storedFrame(ctx.app.store);
  if (!frame) throw rejected('项目还没有坐标系（桩号图编辑 → 坐标系），无法导出经纬度');
  const text = format === 'gpx' ? gpx(track, frame) : kml(track, frame);
  const day = siteTime(track.from).slice(0, 10).replaceAll('-', '');
  return {
    http: 200,
    body: { status: 200 },
    stream: {
      contentType: format === 'gpx' ? 'application/gpx+xml' : 'application/vnd.google-earth.kml+xml',
      filename: `${track.code}-${day}.${format}`,
      *chunks() {
        yield text;
      },
    },
  };
}
