import { z } from 'zod';
import { requiredText } from '../common/fields';
import { DOCUMENT_URL_SEGMENT } from '../constants';
import { VALIDATION_MESSAGES } from '../texts';
import { lazy } from '../common/lazy';

/** An association document, with both readings of spec section 3 (name/url/uploaded_at and id/filename/size). */
export const documentSchema = lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    filename: z.string(),
    url: z.string(),
    size: z.number().nullable(),
    content_type: z.string().nullable(),
    uploaded_at: z.string(),
  }),
);
export type AssociationDocument = z.infer<typeof documentSchema>;

/** POST /dashboard/association/documents: attach an uploaded file (POST /upload/document). */
export const documentAttachSchema = lazy(() =>
  z.object({
    document_url: requiredText(2000).refine((value) => value.includes(DOCUMENT_URL_SEGMENT), {
      error: VALIDATION_MESSAGES.invalidUrl,
    }),
    document_name: requiredText(200),
  }),
);
export type DocumentAttachInput = z.infer<typeof documentAttachSchema>;
