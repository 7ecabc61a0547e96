import { readFileSync, statSync } from 'node:fs';
import type { PageMetaAnswer } from './page-meta-resolver';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageMetaTags, resolvePageMeta, type PageMeta } from 'shared-contracts';
import type { FrontendOptions } from './find-built-frontend';
import { staticFirstView, withFirstView } from './first-view';
import { legalPageAt } from './legal-pages';
import { revalidate, sendFileFrom } from './send-file';

let template: { file: string; mtimeMs: number; html: string } | null = null;

function readTemplate(file: string): string {
  const { mtimeMs } = statSync(file);
  if (template?.file !== file || template.mtimeMs !== mtimeMs) {
    template = { file, mtimeMs, html: readFileSync(file, 'utf8') };
  }
  return template.html;
}

/**
 * The shell's page with a page's own head tags: the template's title and any tag the helper
 * writes are replaced, so each tag appears once and the browser's applyPageMeta updates them.
 */
function renderPageHtml(
  html: string,
  meta: PageMeta,
  location: { origin: string; pathname: string },
): string {
  const tags = pageMetaTags(resolvePageMeta(meta, location));
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  return withoutTitle.replace(/<\/head>/i, `  ${tags}\n  </head>`);
}

/** The page with tags added at the end of its head (pageHeadTags: preloads, the manifest). */
function withHeadTags(html: string, tags: string[]): string {
  return tags.length === 0
    ? html
    : html.replace(/<\/head>/i, `  ${tags.join('\n    ')}\n  </head>`);
}

export interface PageExtras {
  /** Tags for the page's head (pageHeadTags: preloads, the manifest). */
  headTags?: string[];
  /** Whether the page may carry a first view (first-view.ts): only for a visitor without a session. */
  withFirstView?: boolean;
}

/**
 * Sends the shell's page for a client route, with `headTags` in its head. For a campaign or an
 * association the page carries that record's metadata (and 404 when there is none); if the
 * lookup fails the plain page is sent, so a database hiccup never costs a visitor the page.
 * A public page found (200) carries its first view when `withFirstView` allows it.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FrontendOptions,
  urlPath: string,
  { headTags = [], withFirstView: firstViewAllowed = false }: PageExtras = {},
) {
  let answer: PageMetaAnswer | null = null;
  const origin = (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  if (options.pageMeta) {
    try {
      answer = await options.pageMeta(urlPath, origin);
    } catch (error) {
      request.log.warn({ err: error, path: urlPath }, 'page metadata lookup failed');
    }
  }
  // A legal page's metadata is its route's (one canonical address, with or without a slash).
  const legal = answer ? null : legalPageAt(urlPath);
  if (legal)
    answer = { status: 200, meta: { ...legal.route.meta, canonical: legal.route.pattern } };
  const firstView =
    firstViewAllowed && (answer?.status ?? 200) === 200
      ? (answer?.firstView ?? staticFirstView(urlPath, options.legalOperator))
      : null;
  if (!answer && headTags.length === 0 && !firstView) {
    return sendFileFrom(request, reply, options.shellDist, 'index.html', revalidate);
  }
  const template = readTemplate(path.join(options.shellDist, 'index.html'));
  const withHead = withHeadTags(
    answer ? renderPageHtml(template, answer.meta, { origin, pathname: urlPath }) : template,
    headTags,
  );
  const html = firstView ? withFirstView(withHead, firstView) : withHead;
  return reply
    .code(answer?.status ?? 200)
    .header('Cache-Control', revalidate)
    .type('text/html; charset=utf-8')
    .send(html);
}
