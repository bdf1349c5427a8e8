import L from 'leaflet';
import { imageFrame, similarityFrom, type ControlPoint } from '@/lib/geometry/similarity';
import { BASE_PATH } from '@/lib/public-env';

/*
 * A base map (底图) on the site plan: the image placed by the similarity transform of its two control points —
 * rotated and scaled, which Leaflet's own imageOverlay (axis-aligned bounds) cannot do — as one <img> with a
 * CSS matrix from its pixels to the map's layer pixels, in a pane under every other layer. Hidden while
 * Leaflet animates a zoom (`leaflet-zoom-hide`) and placed again when the zoom ends.
 */

export type PlacedBaseMap = {
  id: number | string;
  url: string;
  width: number;
  height: number;
  controlPoints: readonly ControlPoint[];
  opacity: number;
};

export const BASE_MAP_PANE = 'siteBaseMaps';

/** The pane under the plan's vectors (overlayPane is 400) and above the (unused) tiles. */
export function baseMapPane(map: L.Map): HTMLElement {
  const pane = map.getPane(BASE_MAP_PANE) ?? map.createPane(BASE_MAP_PANE);
  pane.style.zIndex = '250';
  pane.style.pointerEvents = 'none';
  return pane;
}

export class BaseMapOverlay extends L.Layer {
  private image: HTMLImageElement | null = null;
  private frame: ReturnType<typeof imageFrame> | null;

  constructor(private readonly base: PlacedBaseMap) {
    super();
    const s = base.controlPoints.length === 2 ? similarityFrom([base.controlPoints[0]!, base.controlPoints[1]!]) : null;
    this.frame = s ? imageFrame(s, base.width, base.height) : null;
  }

  override onAdd(map: L.Map): this {
    if (!this.frame) return this;
    const img = L.DomUtil.create('img', 'leaflet-zoom-hide site-base-map', baseMapPane(map)) as HTMLImageElement;
    img.src =
      this.base.url.startsWith('blob:') || this.base.url.startsWith('data:')
        ? this.base.url
        : `${BASE_PATH}${this.base.url}`;
    img.alt = '';
    img.setAttribute('aria-hidden', 'true');
    img.dataset.baseMap = String(this.base.id);
    img.draggable = false;
    Object.assign(img.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      width: `${this.base.width}px`,
      height: `${this.base.height}px`,
      maxWidth: 'none',
      transformOrigin: '0 0',
      opacity: String(this.base.opacity),
    });
    this.image = img;
    map.on('zoomend viewreset resize', this.place, this);
    this.place();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('zoomend viewreset resize', this.place, this);
    this.image?.remove();
    this.image = null;
    return this;
  }

  /** Image pixels → layer pixels: the three corners fix the affine matrix. */
  private place(): void {
    const map = this._map;
    if (!map || !this.image || !this.frame) return;
    const at = ([x, y]: readonly [number, number]) => map.latLngToLayerPoint([y, x]);
    const o = at(this.frame.topLeft);
    const r = at(this.frame.topRight);
    const d = at(this.frame.bottomLeft);
    const { width, height } = this.base;
    this.image.style.transform =
      `matrix(${(r.x - o.x) / width}, ${(r.y - o.y) / width}, ${(d.x - o.x) / height}, ${(d.y - o.y) / height}, ` +
      `${o.x}, ${o.y})`;
  }
}
