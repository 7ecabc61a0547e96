import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { hasTokenCookie } from '../auth';
import { contentSecurityPolicy } from './content-security-policy';
import { allowFraming, registerEmbedPages } from './embed-pages';
import { isEmbedFlowPath } from 'shared-contracts/src/embed/embed';
import {
  RELEASES_MANIFEST,
  RELEASES_PATH,
  REMOTES_MANIFEST_PATH,
  REMOTES_PATH,
  RUNTIME_CONFIG_PATH,
  serverOwnedPrefixes,
  type FrontendOptions,
} from './find-built-frontend';
import { pageHeadTags, readBuildJson, type ShellStartupAssets } from './page-preloads';
import { sendPage } from './send-page';
import {
  isFile,
  isRegularFileWithin,
  notFound,
  requestPath,
  safeRelativePath,
  sendAsset,
  sendRevalidated,
} from './send-file';

export * from './find-built-frontend';
export { contentSecurityPolicy } from './content-security-policy';
export { preferredEncoding } from './send-file';
export type { PageMetaAnswer, PageMetaResolver } from './page-meta-resolver';
export { pageMetaFromDatabase } from './page-meta-from-database';

/**
 * Serves the built front-end from the API process (`npm start`): the shell at `/` with a
 * fallback to its index.html for client routes, each remote's dist under
 * `/remotes/<federation name>/` as if from an origin of its own, and the two runtime files the
 * shell reads before its first render: the remotes manifest and the runtime config.
 * Remotes published one by one (`npm run deploy`, deploy/README.md) are served from the releases
 * folder under `/releases/`, and the manifest that deploy switches becomes the runtime manifest,
 * read on each request: a deploy or a rollback is live at the next page load, without a restart.
 * In production every part can ship on its own instead (deploy/); this is the one-process mode.
 */

export default async function frontend(app: FastifyInstance, options: FrontendOptions) {
  const remotes = new Map(options.remotes.map((remote) => [remote.name, remote.dist]));
  const releasesDir = options.releasesDir;
  const releasesManifest = releasesDir ? path.join(releasesDir, RELEASES_MANIFEST) : undefined;
  // REMOTES_MANIFEST names one on purpose; otherwise the deploy's, as soon as there is one.
  const manifestFile = () =>
    options.remotesManifestFile ??
    (releasesManifest && isFile(releasesManifest) ? releasesManifest : undefined);
  const builtManifest = JSON.stringify(
    Object.fromEntries(
      [...remotes.keys()].map((name) => [name, `${REMOTES_PATH}/${name}/mf-manifest.json`]),
    ),
  );

  // Only for reply.sendFile: the routes below decide what is served from where.
  await app.register(fastifyStatic, { root: options.shellDist, serve: false });

  const remotesManifest = () => {
    const file = manifestFile();
    return file ? readFileSync(file) : Buffer.from(builtManifest);
  };
  // The file behind a URL path of a remote, built or released, that this process serves.
  const remoteFileOf = (urlPath: string): string | null => {
    const [, prefix, ...rest] = urlPath.split('/');
    if (`/${prefix}` === REMOTES_PATH) {
      const [name, ...file] = rest;
      const dist = name ? remotes.get(name) : undefined;
      const relative = safeRelativePath(file.join('/'));
      return dist && relative ? path.join(dist, relative) : null;
    }
    if (`/${prefix}` === RELEASES_PATH && releasesDir) {
      const relative = safeRelativePath(rest.join('/'));
      return relative ? path.join(releasesDir, relative) : null;
    }
    return null;
  };

  // Revalidated on each use (ETag): a browser never runs a remote the manifest no longer names.
  app.get(REMOTES_MANIFEST_PATH, async (request, reply) =>
    sendRevalidated(request, reply, remotesManifest(), 'application/json; charset=utf-8'),
  );

  const runtimeConfig = {
    apiBaseUrl: options.apiBaseUrl ?? '/api',
    ...(options.legalOperator ? { operator: options.legalOperator } : {}),
    ...(options.registerAssociationUrl
      ? { registerAssociationUrl: options.registerAssociationUrl }
      : {}),
  };
  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return runtimeConfig;
  });
  // Written by the shell's production build; read again when a build replaces it.
  const shellStartup = () =>
    readBuildJson<ShellStartupAssets>(path.join(options.shellDist, 'startup-assets.json'));

  app.get<{ Params: { name: string; '*': string } }>(
    `${REMOTES_PATH}/:name/*`,
    async (request, reply) => {
      const dist = remotes.get(request.params.name);
      const relative = safeRelativePath(request.params['*']);
      if (!dist || !relative || !isFile(path.join(dist, relative))) return notFound(reply);
      return sendAsset(request, reply, dist, relative);
    },
  );

  // The embeds another site may frame, and the script that frames them (issue 30 item 3).
  registerEmbedPages(app, options.embedCampaign);

  // /releases/<name>/<version>-<build id>/<file>: hashed chunks immutable, entries revalidated.
  // Only files inside a release folder: not the manifest, not a remote's history.json; and only
  // regular files reached without a symbolic link (a planted link is a 404, wherever it leads).
  app.get<{ Params: { '*': string } }>(`${RELEASES_PATH}/*`, async (request, reply) => {
    const relative = safeRelativePath(request.params['*']);
    if (!releasesDir || !relative || relative.split('/').length < 3) return notFound(reply);
    if (!isRegularFileWithin(releasesDir, relative)) return notFound(reply);
    return sendAsset(request, reply, releasesDir, relative);
  });

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
    // From the manifest of the moment: a deploy may name another origin.
    const csp = contentSecurityPolicy({ ...options, remotesManifestFile: manifestFile() });
    // The contribution flow's embed (/embed/campagne/{slug}/don) may be framed by any site;
    // every other page by none (embed-pages.ts#allowFraming).
    if (isEmbedFlowPath(urlPath)) allowFraming(reply, csp);
    else reply.header('Content-Security-Policy', csp);
    const isAnonymous = !hasTokenCookie(request);
    return sendPage(request, reply, options, urlPath, {
      withFirstView: isAnonymous,
      headTags: pageHeadTags({
        urlPath,
        remotesManifest: remotesManifest(),
        fileOf: remoteFileOf,
        shellStartup: shellStartup(),
        runtimeConfig,
        search: (request.raw.url ?? '').replace(/^[^?]*/, ''),
        isAnonymous,
      }),
    });
  });
}
