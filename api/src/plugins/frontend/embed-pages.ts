import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  campaignCardView,
  campaignContributeHref,
  escapeHtml,
  FREQUENCY_QUERY_PARAM,
  type Campaign,
} from 'shared-contracts';
import {
  EMBED_SCRIPT_PATH,
  embedContributeRequest,
  type EmbedKind,
} from 'shared-contracts/src/embed/embed';
import { EMBED_TEXTS } from 'shared-contracts/src/embed/embed.texts';
import { serverPage } from '../../lib/html-page';
import { embedFrameScript, embedHostScript } from './embed-host-script';
import { sendRevalidated } from './send-file';

/** The framed pages' sizing script, same origin as them (their CSP allows 'self' only). */
export const EMBED_FRAME_SCRIPT_PATH = '/embed/taille.js';

/**
 * Framing, one rule for the whole origin: helmet sends `X-Frame-Options: DENY` on every answer
 * (app.ts) and the shell's pages say `frame-ancestors 'none'`; an embed page (a path under
 * /embed/) is the only one any site may frame, so it drops the first and says
 * `frame-ancestors *`. nginx sets no framing header of its own (deploy/nginx), so these are
 * the ones a browser sees.
 */
export function allowFraming(reply: FastifyReply, csp: string): void {
  reply.removeHeader('x-frame-options');
  reply.header(
    'Content-Security-Policy',
    csp.replace(/frame-ancestors [^;]+/, 'frame-ancestors *'),
  );
}

/** The static embeds' policy: their own styles and sizing script, the campaign's image. */
const STATIC_EMBED_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export type EmbedCampaignLookup = (idOrSlug: string) => Promise<Campaign | undefined>;

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;line-height:1.4}
.box{padding:2px}
.card,.counter{border:1px solid #dee2e6;border-radius:8px;background:#fff;overflow:hidden}
.card img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;background:#e9ecef}
.body{padding:16px;display:flex;flex-direction:column;gap:10px}
h1{font-size:1.15rem;margin:0;overflow-wrap:anywhere}
.by{margin:0;color:#495057;font-size:.9rem}
.desc{margin:0;color:#343a40;font-size:.95rem;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.bar{height:10px;border-radius:5px;background:#e9ecef;overflow:hidden}
.bar span{display:block;height:100%;background:#087f5b}
.figures{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;font-size:.95rem}
.figures strong{font-size:1.15rem}
.muted{color:#495057}
.cta{display:inline-block;text-align:center;background:#087f5b;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;font-size:1rem}
.cta:hover{background:#06694b}
.cta:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
.wide{display:block;width:100%}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.closed{margin:0;color:#495057}
`;

function page(title: string, body: string): string {
  return serverPage({
    title,
    style: STYLE,
    body: `<main class="box">${body}</main>\n<script src="${EMBED_FRAME_SCRIPT_PATH}" async></script>`,
  });
}

/** The donation link of a button or a card: the campaign page with its dialog open, new tab. */
function supportLink(campaign: Campaign, search: URLSearchParams, wide: boolean): string {
  const view = campaignCardView(campaign);
  if (!view.isOpenForDonations)
    return `<a class="cta${wide ? ' wide' : ''}" href="${escapeHtml(view.href)}" target="_blank" rel="noopener">${escapeHtml(EMBED_TEXTS.viewProject)}<span class="sr"> ${escapeHtml(EMBED_TEXTS.opensInNewTab)}</span></a>`;
  const request = embedContributeRequest(search);
  let href = campaignContributeHref(campaign.slug, request.amount);
  const frequency = search.get(FREQUENCY_QUERY_PARAM);
  if (request.frequency && frequency)
    href += `&${FREQUENCY_QUERY_PARAM}=${encodeURIComponent(frequency)}`;
  return `<a class="cta${wide ? ' wide' : ''}" href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(EMBED_TEXTS.support)}<span class="sr"> ${escapeHtml(EMBED_TEXTS.opensInNewTab)}</span></a>`;
}

function progress(campaign: Campaign): string {
  const view = campaignCardView(campaign);
  const head = view.targetLabel
    ? `<strong>${escapeHtml(view.raisedLabel)}</strong> <span class="muted">/ ${escapeHtml(view.targetLabel)}</span>`
    : `<strong>${escapeHtml(view.raisedLabel)}</strong> <span class="muted">${escapeHtml(EMBED_TEXTS.continuous)}</span>`;
  const bar = view.progress.hasTarget
    ? `<div class="bar" role="progressbar" aria-label="${escapeHtml(EMBED_TEXTS.progressLabel)}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${view.progress.bar}" aria-valuetext="${escapeHtml(EMBED_TEXTS.percentFunded(view.progress.label))}"><span style="width:${view.progress.bar}%"></span></div>`
    : '';
  const right = view.progress.hasTarget
    ? `<span>${escapeHtml(EMBED_TEXTS.percentFunded(view.progress.label))}</span>`
    : '';
  return `<div class="figures"><span>${head}</span>${right}</div>${bar}<div class="figures muted"><span>${escapeHtml(EMBED_TEXTS.backers(view.backersLabel))}</span><span>${escapeHtml(view.daysLeftLabel)}</span></div>`;
}

/** The body of a static embed: the button, the card or the counter. */
export function staticEmbedBody(
  kind: Exclude<EmbedKind, 'don'>,
  campaign: Campaign,
  search: URLSearchParams,
): string {
  const view = campaignCardView(campaign);
  if (kind === 'bouton') return supportLink(campaign, search, false);
  if (kind === 'compteur')
    return `<section class="counter"><div class="body"><h1>${escapeHtml(view.title)}</h1>${progress(campaign)}</div></section>`;
  return `<article class="card"><img src="${escapeHtml(view.imageUrl)}" alt=""><div class="body"><h1>${escapeHtml(view.title)}</h1><p class="by">${escapeHtml(view.byLine)}</p><p class="desc">${escapeHtml(view.description)}</p>${progress(campaign)}${supportLink(campaign, search, true)}</div></article>`;
}

const STATIC_KINDS = ['bouton', 'carte', 'compteur'] as const;

/**
 * The embeds (issue 30 item 3). The button, the card and the counter are plain HTML written
 * here with their styles inline and one tiny script that reports their height: they are the
 * first thing a visitor of the association's site loads from the platform, so they carry no
 * framework at all (a few kilobytes). The whole contribution flow (/embed/campagne/{slug}/don)
 * is the shell's page without header or footer, loading mf_donation's dialog: it needs React
 * anyway; its framing headers are set where the shell's pages are sent (index.ts).
 */
export function registerEmbedPages(
  app: FastifyInstance,
  findCampaign: EmbedCampaignLookup | undefined,
) {
  const hostScript = Buffer.from(embedHostScript(EMBED_TEXTS.defaultFrameTitle));
  const frameScript = Buffer.from(embedFrameScript());
  const javascript = 'text/javascript; charset=utf-8';
  app.get(EMBED_SCRIPT_PATH, async (request, reply) =>
    sendRevalidated(request, reply, hostScript, javascript),
  );
  app.get(EMBED_FRAME_SCRIPT_PATH, async (request, reply) =>
    sendRevalidated(request, reply, frameScript, javascript),
  );
  for (const kind of STATIC_KINDS) {
    app.get<{ Params: { slug: string } }>(
      `/embed/campagne/:slug/${kind}`,
      async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
        allowFraming(reply, STATIC_EMBED_CSP);
        reply.type('text/html; charset=utf-8');
        const campaign = findCampaign ? await findCampaign(request.params.slug) : undefined;
        if (!campaign) {
          reply.header('Cache-Control', 'no-cache');
          return reply
            .code(404)
            .send(
              page(
                EMBED_TEXTS.notFoundTitle,
                `<p class="closed">${escapeHtml(EMBED_TEXTS.notFound)}</p>`,
              ),
            );
        }
        // A minute old at most: an association's busy page does not read the database per view.
        reply.header('Cache-Control', 'public, max-age=60');
        const search = new URLSearchParams((request.raw.url ?? '').replace(/^[^?]*\??/, ''));
        return reply.send(page(campaign.title, staticEmbedBody(kind, campaign, search)));
      },
    );
  }
}
