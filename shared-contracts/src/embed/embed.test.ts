import {
  embedContributeRequest,
  embedIframeSnippet,
  embedPath,
  embedScriptSnippet,
  isEmbedFlowPath,
  isEmbedPath,
} from './embed';

describe('embeds', () => {
  it('builds each address, the prefill only where a gift is made', () => {
    expect(embedPath('repas', 'carte', { amount: 20 })).toBe('/embed/campagne/repas/carte');
    expect(embedPath('repas', 'don', { amount: 20, frequency: 'mensuel' })).toBe(
      '/embed/campagne/repas/don?montant=20&frequence=mensuel',
    );
    expect(embedPath('repas', 'bouton')).toBe('/embed/campagne/repas/bouton');
  });

  it('only pages under /embed/ are framable', () => {
    expect(isEmbedPath('/embed/campagne/repas/don')).toBe(true);
    expect(isEmbedPath('/embedded')).toBe(false);
    expect(isEmbedPath('/campaign/repas')).toBe(false);
    expect(isEmbedFlowPath('/embed/campagne/repas/don')).toBe(true);
    expect(isEmbedFlowPath('/embed/campagne/repas/autre')).toBe(false);
  });

  it('reads `montant=` and `frequence=` by the campaign page’s rule', () => {
    expect(embedContributeRequest(new URLSearchParams('montant=20&frequence=annuel'))).toEqual({
      amount: 20,
      frequency: 'yearly',
    });
    expect(embedContributeRequest(new URLSearchParams('montant=abc'))).toEqual({});
    expect(embedContributeRequest(new URLSearchParams(''))).toEqual({});
  });

  it('writes the snippets with their attributes escaped', () => {
    expect(embedScriptSnippet('https://dons.example.fr', 'repas', 'don', { amount: 15 })).toBe(
      '<script async src="https://dons.example.fr/embed.js" data-campagne="repas" data-type="don" data-montant="15"></script>',
    );
    expect(embedScriptSnippet('https://dons.example.fr', 'repas', 'compteur', { amount: 15 })).toBe(
      '<script async src="https://dons.example.fr/embed.js" data-campagne="repas" data-type="compteur"></script>',
    );
    expect(embedIframeSnippet('https://d.fr', 'repas', 'carte', 'Soutenir « A&B "x" »')).toBe(
      '<iframe src="https://d.fr/embed/campagne/repas/carte" title="Soutenir « A&amp;B &quot;x&quot; »" style="width:100%;max-width:100%;height:440px;border:0" loading="lazy"></iframe>',
    );
  });
});
