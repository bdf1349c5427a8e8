/**
 * The platform calls whose body is a file, not JSON: they may carry up to `UPLOAD_LIMIT_BYTES` instead of
 * `BODY_LIMIT_BYTES`. Named one by one (method, service, path shape), so no other call gets the larger limit.
 */
const UPLOADS: readonly { method: string; service: string; path: RegExp }[] = [
  // 底图配置: a base map's image (PNG/JPEG/SVG, ≤ 5 MB, checked by content at the platform).
  { method: 'POST', service: 'site', path: /^baseMap\/[1-9]\d{0,15}\/file$/ },
];

export function isFileUpload(method: string, service: string, segments: readonly string[]): boolean {
  const path = segments.join('/');
  return UPLOADS.some((u) => u.method === method && u.service === service && u.path.test(path));
}
