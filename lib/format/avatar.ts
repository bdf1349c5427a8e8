/** Avatars are requested at 80×80 through the image service's size suffix. */
export const AVATAR_SIZE_SUFFIX = 'imageView2/1/w/80/h/80';

export function sizedAvatar(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  if (trimmed.includes(AVATAR_SIZE_SUFFIX)) return trimmed;
  return `${trimmed}${trimmed.includes('?') ? '&' : '?'}${AVATAR_SIZE_SUFFIX}`;
}
