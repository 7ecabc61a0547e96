// Embeds (issue 30 item 3): a campaign's button, card, goal counter and whole contribution flow,
// each at a public address that any website may frame, and the small script (/embed.js) that
// inserts the frame and sizes it to its content. The one home of the addresses, of the message
// the framed page sends its host, and of the snippets the manager copies. Imported by path.
// Through the package name: a screen that imports this file by path shares the one copy.
import {
  CONTRIBUTE_QUERY_PARAM,
  contributeRequest,
  FREQUENCY_QUERY_PARAM,
  type ContributeRequest,
} from 'shared-contracts';

export const EMBED_KINDS = ['bouton', 'carte', 'compteur', 'don'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** Every embed lives under this prefix: the only pages another site may frame. */
export const EMBED_PATH_PREFIX = '/embed/';
/** The script an association's page loads: it inserts and sizes the frames. */
export const EMBED_SCRIPT_PATH = '/embed.js';
/** A prefilled embed: `?montant=20&frequence=mensuel` opens the dialog with them chosen. */
export const EMBED_AMOUNT_PARAM = 'montant';

/** The framed page's one message to its host: its height in CSS pixels. */
export const EMBED_SIZE_MESSAGE = 'plateforme-dons:embed-size';
export interface EmbedSizeMessage {
  type: typeof EMBED_SIZE_MESSAGE;
  height: number;
}
/** A frame is never sized above this (a broken page cannot stretch its host endlessly). */
export const EMBED_MAX_HEIGHT = 4000;

/** The height a frame has before its page says its own (no jump for the usual content). */
export const EMBED_INITIAL_HEIGHTS: Record<EmbedKind, number> = {
  bouton: 64,
  carte: 440,
  compteur: 140,
  don: 760,
};

export function isEmbedKind(value: unknown): value is EmbedKind {
  return typeof value === 'string' && (EMBED_KINDS as readonly string[]).includes(value);
}

/** Whether a page may be framed by any site: the embeds, and nothing else. */
export function isEmbedPath(urlPath: string): boolean {
  return urlPath.startsWith(EMBED_PATH_PREFIX);
}

/** The contribution flow's embed, the one page of the shell another site may frame. */
export function isEmbedFlowPath(urlPath: string): boolean {
  return /^\/embed\/campagne\/[^/]+\/don\/?$/.test(urlPath);
}

export interface EmbedOptions {
  /** Euros, a whole number of cents; left out when not given. */
  amount?: number | null;
  /** 'unique', 'mensuel' or 'annuel' (the campaign page's `frequence=` words). */
  frequency?: string | null;
}

function embedQuery({ amount, frequency }: EmbedOptions): string {
  const params = new URLSearchParams();
  if (amount) params.set(EMBED_AMOUNT_PARAM, String(amount));
  if (frequency) params.set(FREQUENCY_QUERY_PARAM, frequency);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** '/embed/campagne/{slug}/{kind}', with the prefill of the flow (and of the button's link). */
export function embedPath(slug: string, kind: EmbedKind, options: EmbedOptions = {}): string {
  const base = `${EMBED_PATH_PREFIX}campagne/${encodeURIComponent(slug)}/${kind}`;
  return kind === 'don' || kind === 'bouton' ? base + embedQuery(options) : base;
}

/** What an embed's address asks of the dialog: the campaign page's rule, with `montant=`. */
export function embedContributeRequest(search: URLSearchParams): ContributeRequest {
  const params = new URLSearchParams();
  params.set(CONTRIBUTE_QUERY_PARAM, search.get(EMBED_AMOUNT_PARAM) ?? '');
  const frequency = search.get(FREQUENCY_QUERY_PARAM);
  if (frequency) params.set(FREQUENCY_QUERY_PARAM, frequency);
  return contributeRequest(params) ?? {};
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The script tag to paste: recommended, the frame follows its content's height. */
export function embedScriptSnippet(
  origin: string,
  slug: string,
  kind: EmbedKind,
  options: EmbedOptions = {},
): string {
  const data = [`data-campagne="${attribute(slug)}"`, `data-type="${kind}"`];
  if ((kind === 'don' || kind === 'bouton') && options.amount)
    data.push(`data-montant="${attribute(String(options.amount))}"`);
  if ((kind === 'don' || kind === 'bouton') && options.frequency)
    data.push(`data-frequence="${attribute(options.frequency)}"`);
  return `<script async src="${attribute(origin + EMBED_SCRIPT_PATH)}" ${data.join(' ')}></script>`;
}

/** The frame alone, for sites that refuse scripts: a fixed height, scrolling if it must. */
export function embedIframeSnippet(
  origin: string,
  slug: string,
  kind: EmbedKind,
  title: string,
  options: EmbedOptions = {},
): string {
  const src = origin + embedPath(slug, kind, options);
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" style="width:100%;max-width:100%;height:${EMBED_INITIAL_HEIGHTS[kind]}px;border:0" loading="lazy"></iframe>`;
}

/**
 * The framed page's side: posts its height to the host page whenever it changes (a
 * ResizeObserver on the document: content loaded, fonts, the window's width, a dialog's step).
 * The target is '*' on purpose: the host is any site, and a height tells it nothing secret;
 * the host's script checks that the message comes from the platform's origin and its frame.
 * Self-contained (no import, plain syntax): the API serves its source as the static pages'
 * script, and the flow's React page calls it.
 */
export function reportEmbedHeight(win: Window, messageType: string): () => void {
  if (win.parent === win) return () => undefined;
  const doc = win.document;
  let last = -1;
  const send = () => {
    const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    win.parent.postMessage({ type: messageType, height: height }, '*');
  };
  const observer = new ResizeObserver(send);
  observer.observe(doc.documentElement);
  if (doc.body) observer.observe(doc.body);
  win.addEventListener('load', send);
  send();
  return () => {
    observer.disconnect();
    win.removeEventListener('load', send);
  };
}
