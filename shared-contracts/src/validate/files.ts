import { isSitePath } from './fields';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  IMAGE_URL_SEGMENT,
  VIDEO_MIME_TYPES,
  VIDEO_URL_SEGMENT,
} from '../constants';
import { UPLOAD_MESSAGES } from '../texts';

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The document screen's check (spec section 5). The extension decides, as the picker's
 * `accept` does: browsers report an empty or vendor-specific type for .doc files.
 */
export function validateDocumentFile(file: FileLike): string | null {
  const extensionOk = (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const typeOk = !file.type || (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return UPLOAD_MESSAGES.documentTypeNotAllowed;
  if (file.size > DOCUMENT_MAX_BYTES) return UPLOAD_MESSAGES.documentTooLarge;
  return null;
}

export function isAllowedImageType(type: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

export function isAllowedVideoType(type: string): boolean {
  return (VIDEO_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * An URL typed into the editor must start with http or / (spec section 5): http(s)://, or a
 * path on this site (one '/': '//host' is another site).
 */
function isInsertableUrl(url: string): boolean {
  const trimmed = url.trim();
  return /^https?:\/\/\S/i.test(trimmed) || isSitePath(trimmed);
}

export function validateImageUrl(url: string): string | null {
  return isInsertableUrl(url) ? null : UPLOAD_MESSAGES.invalidImageUrl;
}

export function validateVideoUrl(url: string): string | null {
  return isInsertableUrl(url) ? null : UPLOAD_MESSAGES.invalidVideoUrl;
}

/** An upload answer is accepted only when its URL sits where uploaded images are stored. */
export function isUploadedImageUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && url.includes(IMAGE_URL_SEGMENT);
}

export function isUploadedVideoUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && url.includes(VIDEO_URL_SEGMENT);
}

const YOUTUBE =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;
const VIMEO = /^(?:https?:\/\/)?(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)/;

/** YouTube links to their embed form, Vimeo links to the player form; other URLs unchanged. */
export function toEmbedUrl(url: string): string {
  const trimmed = url.trim();
  const youtube = YOUTUBE.exec(trimmed);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(trimmed);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return trimmed;
}
