import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built front-end from the API process (`npm start`): the shell at `/` with a
 * fallback to its index.html for client routes, each remote's dist under
 * `/remotes/<federation name>/` as if from an origin of its own, and the two runtime files the
 * shell reads before its first render: the remotes manifest and the runtime config.
 * In production every part can ship on its own instead (deploy/); this is the one-process mode.
 */

export interface BuiltRemote {
  /** Federation name, from the remote's mf-manifest.json: `mf_public`. */
  name: string;
  dist: string;
}

export interface FrontendOptions {
  /** The shell's dist folder (holds index.html). */
  shellDist: string;
  remotes: BuiltRemote[];
  /** A JSON file (remote name -> entry URL) served instead of the generated manifest. */
  remotesManifestFile?: string;
  /** The API base the browser calls; same-origin `/api` by default. */
  apiBaseUrl?: string;
}

export const REMOTES_PATH = '/remotes';
/** The runtime manifest: remote name -> entry URL (the shell's dev server serves the same path). */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
/** The runtime settings the browser reads instead of values baked into bundles. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Paths the SPA fallback never answers: the API, uploaded files. */
const serverOwnedPrefixes = ['/api', '/uploads'];

const rootDir = path.resolve(__dirname, '..', '..', '..');

/**
 * The built front-end next to this API, or null when the shell has not been built (the API
 * then runs alone, as in its own tests) or `SERVE_FRONTEND=false` (npm run dev, where the
 * webpack dev servers are the front-end).
 */
export function findBuiltFrontend(
  root: string = rootDir,
  env: NodeJS.ProcessEnv = process.env,
): FrontendOptions | null {
  if (env.SERVE_FRONTEND === 'false') return null;
  const shellDist = path.join(root, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) return null;
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const remotes: BuiltRemote[] = [];
  for (const workspace of workspaces) {
    const dist = path.join(root, workspace, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      name?: unknown;
      id?: unknown;
    };
    const name = typeof manifest.name === 'string' ? manifest.name : workspace.replace(/-/g, '_');
    remotes.push({ name, dist });
  }
  return {
    shellDist,
    remotes,
    remotesManifestFile: env.REMOTES_MANIFEST ? path.resolve(env.REMOTES_MANIFEST) : undefined,
    apiBaseUrl: env.API_BASE_URL || undefined,
  };
}

// `[name].[contenthash:8].js` and the like: the content can never change under that name.
const hashedAsset = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const immutable = 'public, max-age=31536000, immutable';
// index.html, mf-manifest.json, remoteEntry.js and every other unhashed file: revalidate
// (ETag / Last-Modified) on each use, so a redeployed remote is picked up at once.
const revalidate = 'no-cache';

function cacheControlFor(file: string): string {
  return hashedAsset.test(path.basename(file)) ? immutable : revalidate;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The request path, decoded, without query; null when it tries to leave its folder. */
function safeRelativePath(urlPath: string): string | null {
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

// The built files are compressed once, on first request, and kept in memory: the first page
// weighs about 1.7 MB of JavaScript raw and under 0.5 MB compressed. A proxy in front may do
// this instead; it then receives the compressed bodies and passes them on.
const compressibleFile = /\.(m?js|css|html|json|svg|txt|map)$/i;
const minCompressBytes = 1024;
const maxCompressBytes = 20 * 1024 * 1024;
type Encoding = 'br' | 'gzip';
const compressWith: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        // Quality 9: within 7 % of the best ratio at a twentieth of its time (the largest
        // chunk, Mantine, takes about 150 ms once).
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

function sendFileFrom(
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

/**
 * The page's Content-Security-Policy (the API leaves the CSP to whoever serves the page). Scripts
 * come from this origin, or from the origins of the remotes a REMOTES_MANIFEST file names;
 * Mantine sets inline styles; uploads and the API are same-origin unless configured otherwise.
 */
export function contentSecurityPolicy(
  options: Pick<FrontendOptions, 'remotesManifestFile' | 'apiBaseUrl'>,
): string {
  const origins = new Set<string>();
  const addOrigin = (url: string | undefined) => {
    try {
      if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // A relative or malformed URL: same origin, or nothing to allow.
    }
  };
  if (options.remotesManifestFile) {
    try {
      const manifest = JSON.parse(readFileSync(options.remotesManifestFile, 'utf8')) as Record<
        string,
        unknown
      >;
      for (const entry of Object.values(manifest))
        addOrigin(typeof entry === 'string' ? entry : undefined);
    } catch {
      // An unreadable manifest fails at /remotes.json, where the shell reports it.
    }
  }
  const remoteOrigins = [...origins].join(' ');
  addOrigin(options.apiBaseUrl);
  const connectOrigins = [...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${remoteOrigins ? ` ${remoteOrigins}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connectOrigins ? ` ${connectOrigins}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    // The payment form posts to the provider's hosted checkout (the sandbox page or Stripe).
    "form-action 'self' https:",
  ].join('; ');
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, root: string, relative: string) {
  return sendFileFrom(request, reply, root, relative, cacheControlFor(relative));
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

function requestPath(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export default async function frontend(app: FastifyInstance, options: FrontendOptions) {
  const remotes = new Map(options.remotes.map((remote) => [remote.name, remote.dist]));
  const pagePolicy = contentSecurityPolicy(options);

  // Only for reply.sendFile: the routes below decide what is served from where.
  await app.register(fastifyStatic, { root: options.shellDist, serve: false });

  app.get(REMOTES_MANIFEST_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (options.remotesManifestFile) {
      return reply.type('application/json').send(readFileSync(options.remotesManifestFile, 'utf8'));
    }
    return Object.fromEntries(
      [...remotes.keys()].map((name) => [name, `${REMOTES_PATH}/${name}/mf-manifest.json`]),
    );
  });

  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { apiBaseUrl: options.apiBaseUrl ?? '/api' };
  });

  app.get<{ Params: { name: string; '*': string } }>(
    `${REMOTES_PATH}/:name/*`,
    async (request, reply) => {
      const dist = remotes.get(request.params.name);
      const relative = safeRelativePath(request.params['*']);
      if (!dist || !relative || !isFile(path.join(dist, relative))) return notFound(reply);
      return sendAsset(request, reply, dist, relative);
    },
  );

  // Everything else: a file of the shell, or the shell's page for a client route.
  app.get('/*', async (request, reply) => {
    const urlPath = requestPath(request);
    if (
      serverOwnedPrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`))
    ) {
      return reply.callNotFound();
    }
    const relative = safeRelativePath(urlPath);
    if (relative === null) return notFound(reply);
    if (relative !== '' && isFile(path.join(options.shellDist, relative))) {
      return sendAsset(request, reply, options.shellDist, relative);
    }
    // A missing file (a name with an extension, or under /remotes) is a 404, never the page:
    // a script URL answered with HTML fails in confusing ways.
    const lastSegment = relative.split('/').pop() ?? '';
    if (/\.[a-z0-9]+$/i.test(lastSegment) || urlPath.startsWith(`${REMOTES_PATH}/`))
      return notFound(reply);
    reply.header('Content-Security-Policy', pagePolicy);
    return sendFileFrom(request, reply, options.shellDist, 'index.html', revalidate);
  });
}
