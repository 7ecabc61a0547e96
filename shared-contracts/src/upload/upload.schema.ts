import { z } from 'zod';
import { lazy } from '../common/lazy';

/** POST /upload/{image,video,document}: `{ success: true, data: { url, ... } }`. */
export const uploadResultSchema = lazy(() =>
  z.object({
    success: z.literal(true),
    data: z.object({
      url: z.string(),
      filename: z.string(),
      size: z.number(),
      content_type: z.string(),
    }),
  }),
);
export type UploadResult = z.infer<typeof uploadResultSchema>;
