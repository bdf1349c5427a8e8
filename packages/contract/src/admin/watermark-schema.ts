import { z } from 'zod';
import { WATERMARK_TEXT_MAX, type Watermark } from './watermark';

/** The watermark setting as the platform accepts it. */
export const watermarkSchema: z.ZodType<Watermark> = z.strictObject({
  enabled: z.boolean(),
  text: z
    .string()
    .trim()
    .max(WATERMARK_TEXT_MAX, `附加文字最多 ${WATERMARK_TEXT_MAX} 个字符`)
    .regex(/^[^\u0000-\u001f\u007f<>]*$/, '附加文字不能含控制字符或尖括号'),
});
