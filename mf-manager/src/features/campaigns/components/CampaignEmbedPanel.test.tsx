import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-ui/testing';
import CampaignEmbedPanel from './CampaignEmbedPanel';

const origin = window.location.origin;

describe('CampaignEmbedPanel', () => {
  it('hands out the card by default, its preview beside it', () => {
    renderPage(<CampaignEmbedPanel slug="repas-chaud" title="Un repas chaud" isDraft={false} />);
    expect(screen.getByTestId('embed-script-snippet')).toHaveValue(
      `<script async src="${origin}/embed.js" data-campagne="repas-chaud" data-type="carte"></script>`,
    );
    expect(screen.getByTestId('embed-preview')).toHaveAttribute(
      'src',
      `${origin}/embed/campagne/repas-chaud/carte`,
    );
    expect(screen.getByTestId('embed-preview')).toHaveAttribute(
      'title',
      'Soutenir « Un repas chaud » sur la plateforme de dons',
    );
    expect(screen.queryByLabelText('Montant proposé (facultatif, en €)')).toBeNull();
  });

  it('prefills the donation form with an amount and a frequency', () => {
    renderPage(<CampaignEmbedPanel slug="repas-chaud" title="Un repas chaud" isDraft={false} />);
    fireEvent.change(screen.getByLabelText('Ce que vous intégrez'), { target: { value: 'don' } });
    fireEvent.change(screen.getByLabelText('Montant proposé (facultatif, en €)'), {
      target: { value: '12,5' },
    });
    fireEvent.change(screen.getByLabelText('Fréquence proposée'), {
      target: { value: 'mensuel' },
    });
    expect(screen.getByTestId('embed-script-snippet')).toHaveValue(
      `<script async src="${origin}/embed.js" data-campagne="repas-chaud" data-type="don" data-montant="12.5" data-frequence="mensuel"></script>`,
    );
    expect(screen.getByTestId('embed-preview')).toHaveAttribute(
      'src',
      `${origin}/embed/campagne/repas-chaud/don?montant=12.5&frequence=mensuel`,
    );
    expect(screen.getByTestId('embed-direct-link')).toHaveValue(
      `${origin}/campaign/repas-chaud?contribuer=12.5&frequence=mensuel`,
    );
  });

  it('says a draft’s embeds show once it is published', () => {
    renderPage(<CampaignEmbedPanel slug="brouillon" title="Brouillon" isDraft />);
    expect(screen.getByText(/une fois la campagne publiée/)).toBeInTheDocument();
  });
});
