import { sanitizeHtml, toPlainText } from '../../src/lib/sanitize';

describe('rich text sanitising on write', () => {
  it('keeps the allowed tags and attributes, drops scripts, handlers and data attributes', () => {
    const dirty =
      '<h1 class="t">Titre</h1><p style="color:red" data-x="1" onclick="steal()">Texte <a href="https://ex.fr" target="_blank" onmouseover="x()">lien</a></p>' +
      '<script>alert(1)</script><img src="/api/uploads/images/a.png" alt="a" onerror="x()"><video src="/api/uploads/videos/v.mp4" controls></video><iframe src="https://evil"></iframe>' +
      '<a href="javascript:alert(1)">js</a>';
    expect(sanitizeHtml(dirty)).toBe(
      '<h1 class="t">Titre</h1><p style="color: red">Texte <a href="https://ex.fr" target="_blank">lien</a></p>' +
        '<img src="/api/uploads/images/a.png" alt="a"><video src="/api/uploads/videos/v.mp4" controls=""></video><a>js</a>',
    );
  });

  it('turns empty content into null and plain-text fields into text', () => {
    expect(sanitizeHtml('<script>x</script>')).toBeNull();
    expect(sanitizeHtml(null)).toBeNull();
    expect(toPlainText('<b>Café</b> &amp; <i>thé</i> <script>x()</script>')).toBe('Café & thé');
    expect(toPlainText('Déjà propre')).toBe('Déjà propre');
  });
});
