/**
 * The real type of an uploaded file from its first bytes (magic numbers), never from its name
 * or the client's Content-Type. Small on purpose: only the types the platform accepts.
 * (file-type is ESM-only and much larger than this need.)
 */
export interface SniffedType {
  mime: string;
  extension: string;
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length &&
  bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (buffer: Buffer, text: string, offset = 0) =>
  startsWith(buffer, [...Buffer.from(text, 'latin1')], offset);

/** Major brands of MP4 video files (ISO base media, MPEG-4 parts 1 and 14, AVC, Apple M4V). */
const MP4_VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
]);

export function sniffFileType(buffer: Buffer): SniffedType | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (ascii(buffer, 'GIF87a') || ascii(buffer, 'GIF89a'))
    return { mime: 'image/gif', extension: 'gif' };
  if (ascii(buffer, 'RIFF') && ascii(buffer, 'WEBP', 8))
    return { mime: 'image/webp', extension: 'webp' };
  if (ascii(buffer, 'RIFF') && ascii(buffer, 'AVI ', 8))
    return { mime: 'video/x-msvideo', extension: 'avi' };
  if (ascii(buffer, '%PDF-')) return { mime: 'application/pdf', extension: 'pdf' };
  if (ascii(buffer, 'OggS')) return { mime: 'video/ogg', extension: 'ogv' };
  if (startsWith(buffer, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: WebM declares its DocType near the start; other Matroska files are not accepted.
    return buffer.subarray(0, 64).includes(Buffer.from('webm'))
      ? { mime: 'video/webm', extension: 'webm' }
      : undefined;
  }
  if (ascii(buffer, 'ftyp', 4)) {
    const brand = buffer.subarray(8, 12).toString('latin1');
    if (brand === 'qt  ') return { mime: 'video/quicktime', extension: 'mov' };
    // The ISO container also carries images (HEIF, AVIF) and anything else a brand names:
    // only the video brands are MP4.
    return MP4_VIDEO_BRANDS.has(brand) ? { mime: 'video/mp4', extension: 'mp4' } : undefined;
  }
  // Legacy Word (.doc): an OLE2 compound file.
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { mime: 'application/msword', extension: 'doc' };
  }
  // .docx: a ZIP whose entries include word/ (an arbitrary ZIP is refused).
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) {
    const head = buffer.subarray(0, Math.min(buffer.length, 65536));
    if (head.includes(Buffer.from('word/')) && head.includes(Buffer.from('[Content_Types].xml'))) {
      return {
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        extension: 'docx',
      };
    }
  }
  return undefined;
}

/** Accepted types per upload kind (spec section 5). */
export const ACCEPTED_MIME_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/webm', 'video/ogg', 'video/x-msvideo', 'video/quicktime'],
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
  ],
} as const;

/** Content type to serve a stored file with, from its (server-chosen) extension. */
export const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avi: 'video/x-msvideo',
  pdf: 'application/pdf',
  ogv: 'video/ogg',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
