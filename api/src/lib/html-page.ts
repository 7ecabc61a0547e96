import { escapeHtml } from 'shared-contracts';

/**
 * A page the API writes itself (the embeds, the sandbox's checkout): French, sized for phones,
 * kept out of search engines, its style inline (their policies allow no style file). `body` is
 * the body's HTML, already escaped by the caller.
 */
export function serverPage(page: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}
