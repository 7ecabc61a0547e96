import { screen } from '@testing-library/react';
import { renderPage } from '../../testing';
import { RichTextView } from './RichTextView';

describe('RichTextView', () => {
  it('shows the text at once, sanitised by the browser with the display policy', () => {
    renderPage(<RichTextView html="<p>Un <strong>puits</strong></p>" />);
    expect(screen.getByText('puits').tagName).toBe('STRONG');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the allowed markup and drops scripts, handlers and foreign attributes', async () => {
    const { container } = renderPage(
      <RichTextView
        html={
          '<h2>Le projet</h2><p onclick="x()">Un <strong>puits</strong></p><script>alert(1)</script><img src="/images/a.png" href="x">'
        }
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Le projet' })).toBeInTheDocument();
    expect(screen.getByText('puits').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('href');
  });

  it('shows the empty text at once when there is nothing to show', () => {
    renderPage(<RichTextView html="<p></p>" emptyText="Aucune description disponible" />);
    expect(screen.getByText('Aucune description disponible')).toBeInTheDocument();
  });
});
