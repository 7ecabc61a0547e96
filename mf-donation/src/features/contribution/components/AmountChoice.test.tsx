import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../../testing/render';
import { AmountChoice } from './AmountChoice';

function Harness({
  initialPreset = null as number | null,
  error = undefined as string | undefined,
}) {
  const [preset, setPreset] = useState<number | null>(initialPreset);
  const [text, setText] = useState('');
  return (
    <>
      <AmountChoice
        preset={preset}
        customText={text}
        onPresetChange={(amount) => {
          setPreset(amount);
          setText('');
        }}
        onCustomTextChange={(value) => {
          setText(value);
          setPreset(null);
        }}
        error={error}
      />
      <output data-testid="amount">{preset ?? text}</output>
    </>
  );
}

const tabStops = () =>
  screen.getAllByRole('radio').filter((radio) => radio.getAttribute('tabindex') === '0');

describe('AmountChoice', () => {
  it('is one tab stop: the first card before any choice, then the chosen one', () => {
    renderPage(<Harness />);
    expect(tabStops().map((radio) => radio.textContent)).toEqual(['1\u00a0€Petit geste']);
    fireEvent.click(screen.getByRole('radio', { name: /Champion/ }));
    expect(tabStops().map((radio) => radio.textContent)).toEqual(['50\u00a0€Champion']);
  });

  it('arrow keys move the choice', () => {
    renderPage(<Harness initialPreset={20} />);
    const chosen = screen.getByRole('radio', { name: /Défenseur/ });
    fireEvent.keyDown(chosen, { code: 'ArrowRight', key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: /Champion/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Champion/ })).toHaveFocus();
    expect(screen.getByTestId('amount')).toHaveTextContent('50');
  });

  it('typing takes the choice off the cards (no tab stop left on them)', () => {
    renderPage(<Harness initialPreset={5} />);
    fireEvent.change(screen.getByLabelText(/Autre montant/), { target: { value: '12,50' } });
    expect(screen.getByTestId('amount')).toHaveTextContent('12,50');
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(tabStops()).toHaveLength(0);
  });

  it('shows the error under the cards while nothing is typed, under the field once typed', () => {
    const { unmount } = renderPage(
      <Harness error="Veuillez sélectionner un montant de donation" />,
    );
    expect(screen.getByRole('radiogroup').closest('[data-invalid]')).toHaveTextContent(
      'Veuillez sélectionner un montant de donation',
    );
    expect(screen.getByLabelText(/Autre montant/)).not.toHaveAttribute('aria-invalid', 'true');
    unmount();

    renderPage(<Harness error="Le montant minimum d'un don est de 1 €" />);
    fireEvent.change(screen.getByLabelText(/Autre montant/), { target: { value: '0,5' } });
    expect(screen.getByLabelText(/Autre montant/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('[data-invalid]')).toBeNull();
  });
});
