import { screen } from '@testing-library/react';
import { renderPage } from '../../testing';
import { TitledSection } from './TitledSection';

describe('TitledSection', () => {
  it('is a region named by its heading, with its content inside', () => {
    renderPage(
      <TitledSection titleId="story-title" title="L'histoire" data-testid="story">
        <p>Il était une fois.</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: "L'histoire" });
    expect(region).toBe(screen.getByTestId('story'));
    expect(screen.getByRole('heading', { level: 2, name: "L'histoire" })).toHaveAttribute(
      'id',
      'story-title',
    );
    expect(region).toHaveTextContent('Il était une fois.');
  });

  it('takes the heading level it is given', () => {
    renderPage(<TitledSection titleId="recent" title="Récents" order={3} titleSize="h4" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Récents' })).toBeInTheDocument();
  });
});
