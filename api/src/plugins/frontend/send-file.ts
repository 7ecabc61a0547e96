import { createHash } from 'node:crypto';
import { lstatSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// `[name].[contenthash:8].js` and the like: the content can never change under that name.
const hashedAsset = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const immutable = 'public, max-age=31536000, immutable';
// index.html, mf-manifest.json, remoteEntry.js and every other unhashed file: revalidate
// (ETag / Last-Modified) on each use, so a redeployed remote is picked up at once.
export const revalidate = 'no-cache';

function cacheControlFor(file: string): string {
  return hashedAsset.test(path.basename(file)) ? immutable : revalidate;
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Whether `root/relative` is a regular file reached without any symbolic link below `root`:
 * a link planted in a release folder (to the jwt-secret, to /etc) is
 * answered as missing, whatever it points to. `root` itself may be a link (RELEASES_DIR).
 */
export function isRegularFileWithin(root: string, relative: string): boolean {
  let current = root;
  const segments = relative.split('/').filter(Boolean);
  if (segments.length === 0) return false;
  try {
    for (const [index, segment] of segments.entries()) {
      current = path.join(current, segment);
      const stats = lstatSync(current);
      const isLast = index === segments.length - 1;
      if (isLast ? !stats.isFile() : !stats.isDirectory()) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** The request path, decoded, without query; null when it tries to leave its folder. */
export function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const normalised = path.posix.normalize(`/${decoded}`);
  // No parent folders, no dotfiles (the build stamp, editor files).
  if (normalised.split('/').some((segment) => segment.startsWith('.'))) return null;
  return normalised.replace(/^\/+/, '');
}

// The built files are compressed once, on first request, and kept in memory: compressed, the
// first page's JavaScript is under a third of its size (docs/decisions/0001). A proxy in front
// may do this instead; it then receives the compressed bodies and passes them on.
const compressibleFile = /\.(m?js|css|html|json|svg|txt|map)$/i;
const minCompressBytes = 1024;
const maxCompressBytes = 20 * 1024 * 1024;
type Encoding = 'br' | 'gzip';
const compressWith: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        // Quality 9: close to the best ratio at a small part of its time
        // (docs/decisions/0001).
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};
const compressedCache = new Map<string, Promise<Buffer>>();

/** The best encoding the client accepts (a q=0 refuses one), or null for the raw body. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  encoding: Encoding,
  cacheControl: string,
) {
  const stats = statSync(file);
  const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  const etag = `W/"${version}-${encoding}"`;
  reply
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etag)
    .header('Last-Modified', stats.mtime.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const key = `${file}|${version}|${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = readFile(file).then((raw) => compressWith[encoding](raw));
    compressedCache.set(key, body);
    body.catch(() => compressedCache.delete(key));
  }
  return reply
    .header('Content-Encoding', encoding)
    .type(contentTypeOf(file))
    .send(await body);
}

function contentTypeOf(file: string): string {
  const extension = path.extname(file).toLowerCase();
  const types: Record<string, string> = {
    '.js': 'application/javascript; charset=utf-8',
    '.mjs': 'application/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.html': 'text/html; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.map': 'application/json; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.txt': 'text/plain; charset=utf-8',
  };
  return types[extension] ?? 'application/octet-stream';
}

export function sendFileFrom(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
  cacheControl: string,
) {
  const file = path.join(root, relative);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding && compressibleFile.test(relative) && request.headers.range === undefined) {
    const size = statSync(file).size;
    if (size >= minCompressBytes && size <= maxCompressBytes) {
      return sendCompressed(request, reply, file, encoding, cacheControl);
    }
  }
  reply.header('Cache-Control', cacheControl);
  return reply.sendFile(relative, root, { cacheControl: false, dotfiles: 'deny' });
}

export function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
) {
  return sendFileFrom(request, reply, root, relative, cacheControlFor(relative));
}

/** A body made on the fly (the runtime manifest): `no-cache` with a content ETag, 304 when unchanged. */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  contentType: string,
) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', revalidate).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

export function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

export function requestPath(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
