import { createHash } from 'node:crypto';
import type { Store, SqlValue } from '../../db/database.js';
import { updated } from '../../domain/audit.js';
import { ApiError, ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { pathId } from '../../http/params.js';
import { baseMap } from '@console/contract/site/resources';
import { sitePages } from '@console/contract/site/pages';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { type ControlPoint, placedCorners, scaleAndRotation, similarityFrom } from './geometry.js';

// 底图配置: drawings of the site (PNG/JPEG images, SVG vectors) placed on the plan by two control points and
// drawn under every map. The record is an ordinary resource; its file is uploaded and served apart, checked
// by its content, never by its name or declared type.

export const BASE_MAP_SCREEN = sitePages.pages.hjBaseMapConfig.code;
export const maxBaseMapBytes = 5 * 1024 * 1024;
/** A side's pixels: a browser's largest canvas and texture. */
const maxSide = 16_384;
/** The pixels of a whole image: about 200 MB once a browser has decoded it (four bytes a pixel). */
const maxArea = 50_000_000;

/**
 * What an SVG base map may not carry, with the reason: it is drawn as an image under the plan, where nothing of
 * it may run, reach out or embed another document, whatever policy the file is served with.
 */
const SVG_REFUSALS: [RegExp, string][] = [
  [/<!ENTITY/i, 'SVG 底图不能含有实体声明 (<!ENTITY>)'],
  [/<script[\s>\/]/i, 'SVG 底图不能含有脚本 (<script>)'],
  [/\son[a-z]+\s*=/i, 'SVG 底图不能含有事件属性 (onload= 等)'],
  [/<(foreignObject|iframe|embed|object)[\s>\/]/i, 'SVG 底图不能嵌入其他文档 (<foreignObject> 等)'],
  [/javascript\s*:/i, 'SVG 底图不能含有 javascript: 链接'],
  [/@import/i, 'SVG 底图不能引用外部资源'],
  // A reference to anything but its own elements (#id) or an embedded image (data:image/…) leaves the file.
  [/\s(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/)[^\s"'>]/i, 'SVG 底图不能引用外部资源'],
  [/url\(\s*["']?\s*(?!#|data:image\/)[^\s"')]/i, 'SVG 底图不能引用外部资源'],
];

/** What an upload is, from its bytes: PNG, JPEG or SVG with its size in pixels; null when it is none of them. */
export interface SniffedImage {
  mime: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  kind: 'image' | 'vector';
  width: number;
  height: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !PNG.every((b, i) => bytes[i] === b) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The frame size from the first start-of-frame marker (baseline, progressive, lossless …). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

const SVG_START =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** A number of user units or pixels (`800`, `800px`); other units (%, mm) are not a pixel size. */
function svgLength(value: string | undefined): number | null {
  const m = value ? /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value) : null;
  return m ? Number(m[1]) : null;
}

function svgSize(text: string): { width: number; height: number } | null {
  const tag = /<svg\b([^>]*)>/i.exec(text)?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const width = svgLength(attr('width'));
  const height = svgLength(attr('height'));
  if (width && height) return { width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0)
    return { width: box[2]!, height: box[3]! };
  return null;
}

/** A file that is not what it must be is a bad request: HTTP 400 `{status: 400, message}` with the reason. */
const badFile = (message: string) => new ApiError(400, message, 400);

/**
 * Checks an upload and says why it is refused: the type by the file's first bytes, the size in pixels from its
 * header, an SVG with nothing that runs, embeds or reaches out (it is served with a policy that blocks scripts
 * anyway), and a size a browser can decode.
 */
export function sniffImage(bytes: Buffer | undefined): SniffedImage {
  if (!bytes || bytes.length === 0) throw badFile('请选择要上传的底图文件');
  if (bytes.length > maxBaseMapBytes) throw badFile('底图文件不能超过 5 MB');
  let found: SniffedImage | null = null;
  const png = pngSize(bytes);
  if (png) found = { mime: 'image/png', kind: 'image', ...png };
  const jpeg = found ? null : jpegSize(bytes);
  if (jpeg) found = { mime: 'image/jpeg', kind: 'image', ...jpeg };
  if (!found) {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (SVG_START.test(text)) {
      for (const [pattern, reason] of SVG_REFUSALS) if (pattern.test(text)) throw badFile(reason);
      const size = svgSize(text);
      if (!size) throw badFile('SVG 底图需要以像素给出 width 和 height，或者 viewBox');
      found = { mime: 'image/svg+xml', kind: 'vector', ...size };
    }
  }
  if (!found) throw badFile('底图文件只能是 PNG、JPEG 或 SVG 图像');
  if (!(found.width >= 1 && found.height >= 1 && found.width <= maxSide && found.height <= maxSide)) {
    throw badFile(`底图的像素尺寸 ${found.width} × ${found.height} 超出每边 1–${maxSide} 的范围`);
  }
  if (found.width * found.height > maxArea) {
    throw badFile(`底图的像素尺寸 ${found.width} × ${found.height} 超过 ${maxArea / 1_000_000} 百万像素`);
  }
  return found;
}

function extentOf(store: Store): { width: number; height: number } {
  const project = store.get<{ extentWidth: number | null; extentHeight: number | null }>(
    'SELECT extentWidth, extentHeight FROM site_project ORDER BY id LIMIT 1',
  );
  return { width: project?.extentWidth ?? 4000, height: project?.extentHeight ?? 1500 };
}

/**
 * Two control points `[[u, v, x, y], [u, v, x, y]]` (pixels of the image, metres of the plan), checked: inside
 * the image, far enough apart on both sides to fix a scale and rotation, a sane scale, and the placed image
 * touching the project's extent. Answers the JSON as stored.
 */
export function checkedControlPoints(
  store: Store,
  value: unknown,
  image: { width: number; height: number } | null,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!image) throw rejected('请先上传底图文件，再设置控制点');
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw rejected('控制点不是有效的 JSON：应为 [[u, v, x, y], [u, v, x, y]]');
    }
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((p) => Array.isArray(p) && p.length === 4)) {
    throw rejected('控制点应为两个点 [[u, v, x, y], [u, v, x, y]]（u、v 为图上像素，x、y 为米）');
  }
  if (!parsed.flat().every((n) => typeof n === 'number' && Number.isFinite(n)))
    throw rejected('控制点的坐标必须是有限的数字');
  const points = (parsed as number[][]).map(
    (p) => p.map((n) => Math.round(n * 1000) / 1000) as unknown as ControlPoint,
  ) as [ControlPoint, ControlPoint];
  points.forEach(([u, v], i) => {
    if (u < 0 || v < 0 || u > image.width || v > image.height)
      throw rejected(`控制点 ${i + 1} 的图上位置 (${u}, ${v}) 不在图像 ${image.width} × ${image.height} 像素之内`);
  });
  const [[u1, v1, x1, y1], [u2, v2, x2, y2]] = points;
  if (Math.hypot(u2 - u1, v2 - v1) < 10) throw rejected('两个控制点在图上至少要相距 10 像素');
  if (Math.hypot(x2 - x1, y2 - y1) < 1) throw rejected('两个控制点在平面图上至少要相距 1 m');
  const similarity = similarityFrom(points)!;
  const { metresPerPixel } = scaleAndRotation(similarity);
  if (metresPerPixel < 0.001 || metresPerPixel > 100)
    throw rejected(`控制点给出的比例 ${metresPerPixel.toPrecision(3)} m/像素 不合理（应在 0.001–100 之间）`);
  const corners = placedCorners(similarity, image.width, image.height);
  const { width, height } = extentOf(store);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  if (Math.max(...xs) < 0 || Math.min(...xs) > width || Math.max(...ys) < 0 || Math.min(...ys) > height) {
    throw rejected(`按这两个控制点放置的底图不在项目范围 0–${width} × 0–${height} m 之内`);
  }
  return JSON.stringify(points);
}

function imageOf(store: Store, id: number | undefined): { width: number; height: number } | null {
  if (id === undefined) return null;
  const row = store.get<{ width: number | null; height: number | null }>(
    'SELECT width, height FROM site_base_map WHERE id = ?',
    id,
  );
  return row?.width && row.height ? { width: row.width, height: row.height } : null;
}

export const baseMapResource: ResourceDef = {
  ...declaredAs(baseMap),
  table: 'site_base_map',
  view: `SELECT id, name, kind, mime, fileName, fileSize, width, height, fileVersion, controlPoints, opacity, orderNum,
    enabled, updTime, updName
    FROM site_base_map`,
  // The stake-map editor draws the base maps under its alignment.
  menus: [BASE_MAP_SCREEN, sitePages.pages.znysStakeMapEdit.code],
  screen: BASE_MAP_SCREEN,
  keyword: ['name'],
  defaultSort: 'orderNum ASC, id ASC',
  writes: { create: true, update: true, delete: true },
  derive: {
    create: (store, row) => void (row.controlPoints = checkedControlPoints(store, row.controlPoints, null)),
    update: (store, id, row) => {
      if (row.controlPoints !== undefined)
        row.controlPoints = checkedControlPoints(store, row.controlPoints, imageOf(store, id));
    },
  },
};

/** The URL a map draws a base map from: the version changes with each upload, so a browser never shows an old file. */
export const baseMapUrl = (id: number, version: number) => `/api/site/baseMap/${id}/file?v=${version}`;

/**
 * An SVG opened on its own (a link, a new tab) is a document: served with a policy that runs no script and
 * loads nothing, in a sandbox. As an <img> on the map it never runs script anyway.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export function baseMapFileRoutes(readMenus: readonly string[]): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/api/site/baseMap/:id/file',
      permission: `${BASE_MAP_SCREEN}:btn_upload`,
      log: { menuCode: BASE_MAP_SCREEN, opt: '上传底图' },
      rawBody: { maxBytes: maxBaseMapBytes, tooLarge: '底图文件不能超过 5 MB' },
      handler(ctx: RequestContext) {
        const store = ctx.app.store;
        const id = pathId(ctx);
        const before = store.get<{ controlPoints: string | null; fileVersion: number }>(
          'SELECT controlPoints, fileVersion FROM site_base_map WHERE id = ?',
          id,
        );
        if (!before) throw rejected(`底图 ${id} 不存在`);
        const bytes = ctx.body as Buffer | undefined;
        const image = sniffImage(bytes);
        const fileName = (ctx.query.get('fileName') ?? '').replace(/[^\p{L}\p{N}_. ()-]/gu, '_').slice(0, 120) || null;
        // Control points outside the new image no longer place it: cleared, to be picked again.
        let controlPoints: string | null = before.controlPoints;
        if (controlPoints) {
          try {
            controlPoints = checkedControlPoints(store, controlPoints, image);
          } catch {
            controlPoints = null;
          }
        }
        const row: Record<string, SqlValue> = {
          kind: image.kind,
          mime: image.mime,
          fileName,
          fileSize: bytes!.length,
          width: image.width,
          height: image.height,
          file: bytes!,
          fileVersion: before.fileVersion + 1,
          controlPoints,
          ...updated(ctx.actor),
        };
        // In a transaction, so the operation-log entry commits with the new image.
        store.transaction(() => store.update('site_base_map', id, row));
        const shown = store.get<Record<string, unknown>>(`SELECT * FROM (${baseMapResource.view}) WHERE id = ?`, id);
        return ok(shown);
      },
    },
    {
      method: 'GET',
      path: '/api/site/baseMap/:id/file',
      menus: readMenus,
      handler(ctx: RequestContext) {
        const id = pathId(ctx);
        const row = ctx.app.store.get<{ mime: string | null; file: Buffer | null }>(
          'SELECT mime, file FROM site_base_map WHERE id = ?',
          id,
        );
        if (!row?.file || !row.mime) throw rejected(`底图 ${id} 还没有上传文件`);
        const svg = row.mime === 'image/svg+xml';
        return {
          http: 200,
          body: undefined,
          binary: {
            contentType: row.mime,
            etag: `"${createHash('sha1').update(row.file).digest('hex')}"`,
            bytes: row.file,
            headers: {
              'content-disposition':
                `inline; filename="basemap-${id}.` + `${svg ? 'svg' : row.mime === 'image/png' ? 'png' : 'jpg'}"`,
              ...(svg ? { 'content-security-policy': SVG_POLICY } : {}),
            },
          },
        };
      },
    },
  ];
}

/** The enabled, placed base maps for the plan every map draws, lowest order first. */
export function planBaseMaps(store: Store): {
  id: number;
  name: string;
  kind: string;
  url: string;
  width: number;
  height: number;
  controlPoints: ControlPoint[];
  opacity: number;
  order: number;
}[] {
  return store
    .all<{
      id: number;
      name: string;
      kind: string;
      width: number;
      height: number;
      fileVersion: number;
      controlPoints: string;
      opacity: number;
      orderNum: number;
    }>(
      `SELECT id, name, kind, width, height, fileVersion, controlPoints, opacity, orderNum FROM site_base_map
        WHERE enabled = 1 AND file IS NOT NULL AND controlPoints IS NOT NULL ORDER BY orderNum, id`,
    )
    .map((b) => ({
      id: b.id,
      name: b.name,
      kind: b.kind,
      url: baseMapUrl(b.id, b.fileVersion),
      width: b.width,
      height: b.height,
      controlPoints: JSON.parse(b.controlPoints) as ControlPoint[],
      opacity: b.opacity,
      order: b.orderNum,
    }));
}
