/**
 * The console's watermark (an administrator's setting): whether every signed-in screen carries the reader's name,
 * account and the time, faintly, so that a photographed screen names its reader; and an optional line of its own
 * (a project's name, 内部资料). Every signed-in user reads it; holders of `userManager:btn_watermark` change it.
 */
export const WATERMARK_API = '/api/admin/watermark';

export const WATERMARK_TEXT_MAX = 30;

/** Checked by `watermarkSchema` (watermark-schema.ts, apart so the console's shell reads this file without zod). */
export type Watermark = { enabled: boolean; text: string };

export const WATERMARK_DEFAULT: Watermark = { enabled: false, text: '' };

/** What the platform answers: the setting, and who changed it last and when. */
export type WatermarkReply = Watermark & { updTime?: string; updName?: string };
