import {
  EMBED_INITIAL_HEIGHTS,
  EMBED_MAX_HEIGHT,
  EMBED_SIZE_MESSAGE,
  reportEmbedHeight,
} from 'shared-contracts/src/embed/embed';

/**
 * /embed.js, the script an association pastes (issue 30 item 3): for each of its tags
 * (`<script async src="https://…/embed.js" data-campagne="slug" data-type="carte">`), an iframe
 * of the platform's embed page right after the tag, then sized to its content. Its frame sends
 * its height ('plateforme-dons:embed-size'); a message is taken only from the platform's own
 * origin (the script's), from one of the frames this script made, with a sane number, so no
 * other frame or window of the host page can resize anything. No inner scrollbar: the frame
 * follows its content, on resize too. Plain ES2017, no dependency: a few hundred bytes gzip.
 */
function embedHost(
  win: Window,
  messageType: string,
  maxHeight: number,
  heights: Record<string, number>,
  defaultTitle: string,
): void {
  const doc = win.document;
  const kinds = Object.keys(heights);
  const scripts = doc.querySelectorAll<HTMLScriptElement>('script[data-campagne]');
  for (let i = 0; i < scripts.length; i += 1) {
    const script = scripts[i];
    if (script.getAttribute('data-embed-done') || !/\/embed\.js(\?|$)/.test(script.src)) continue;
    script.setAttribute('data-embed-done', '1');
    const origin = new URL(script.src, win.location.href).origin;
    const slug = script.getAttribute('data-campagne') || '';
    const asked = script.getAttribute('data-type') || 'carte';
    const kind = kinds.indexOf(asked) >= 0 ? asked : 'carte';
    const query = new URLSearchParams();
    const amount = script.getAttribute('data-montant');
    const frequency = script.getAttribute('data-frequence');
    if (amount) query.set('montant', amount);
    if (frequency) query.set('frequence', frequency);
    const search = query.toString();
    const frame = doc.createElement('iframe');
    frame.src = `${origin}/embed/campagne/${encodeURIComponent(slug)}/${kind}${search ? `?${search}` : ''}`;
    frame.title = script.getAttribute('data-titre') || defaultTitle;
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('data-plateforme-dons', origin);
    frame.style.cssText = `display:block;width:100%;max-width:100%;border:0;overflow:hidden;height:${heights[kind]}px`;
    script.parentNode?.insertBefore(frame, script.nextSibling);
  }
  // One listener per page, however many tags (each async tag runs this script once).
  const flag = win as unknown as { plateformeDonsEmbed?: boolean };
  if (flag.plateformeDonsEmbed) return;
  flag.plateformeDonsEmbed = true;
  win.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (!data || typeof data !== 'object' || data.type !== messageType) return;
    const height = data.height;
    if (typeof height !== 'number' || !Number.isFinite(height) || height < 0) return;
    const all = doc.querySelectorAll<HTMLIFrameElement>('iframe[data-plateforme-dons]');
    for (let i = 0; i < all.length; i += 1) {
      const frame = all[i];
      if (frame.contentWindow !== event.source) continue;
      if (event.origin !== frame.getAttribute('data-plateforme-dons')) return;
      frame.style.height = `${Math.min(Math.ceil(height), maxHeight)}px`;
      return;
    }
  });
}

/**
 * A function's own source, called with `args`, in a scope of its own. The source is what the
 * API's compiler made of it: a transpiler that keeps function names (tsx, esbuild) wraps them
 * in a `__name` helper, given here as the identity.
 */
function selfCalling(fn: (...args: never[]) => unknown, args: unknown[]): string {
  const values = args.map((value) => JSON.stringify(value)).join(',');
  return `(()=>{const __name=(f)=>f;(${fn.toString()})(window,${values});})();\n`;
}

/** The source of /embed.js, its settings written in. */
export function embedHostScript(defaultTitle: string): string {
  return selfCalling(embedHost, [
    EMBED_SIZE_MESSAGE,
    EMBED_MAX_HEIGHT,
    EMBED_INITIAL_HEIGHTS,
    defaultTitle,
  ]);
}

/** The framed pages' own script (/embed/taille.js): posts their height to the host page. */
export function embedFrameScript(): string {
  return selfCalling(reportEmbedHeight, [EMBED_SIZE_MESSAGE]);
}
