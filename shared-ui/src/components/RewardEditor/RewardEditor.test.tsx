import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { RewardEditor } from './RewardEditor';
import {
  hasRewardProblems,
  newRewardDraft,
  rewardDrafts,
  rewardInputs,
  type RewardDraft,
} from './reward-drafts';

let latest: RewardDraft[] = [];

function Harness({
  initial,
  showErrors = false,
}: {
  initial: RewardDraft[];
  showErrors?: boolean;
}) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return <RewardEditor value={rows} onChange={setRows} showErrors={showErrors} />;
}

function renderEditor(initial: RewardDraft[] = [], showErrors = false) {
  render(
    <MantineProvider env="test">
      <Harness initial={initial} showErrors={showErrors} />
    </MantineProvider>,
  );
}

const stored = rewardDrafts([
  {
    id: 'r1',
    amount: 10,
    title: 'Merci',
    description: 'Un mot',
    includes_previous: true,
    value: 2.5,
  },
  { id: 'r2', amount: 50, title: 'Affiche', description: null, includes_previous: false },
]);

describe('RewardEditor', () => {
  it('adds a row at amount 0 with includes_previous ticked', () => {
    renderEditor();
    expect(screen.getByText('Aucune contrepartie pour le moment.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une contrepartie' }));
    const row = screen.getByRole('group', { name: 'Contrepartie 1' });
    expect(within(row).getByLabelText('Montant minimum (€)')).toHaveValue('0');
    expect(within(row).getByLabelText('Inclut les contreparties précédentes')).toBeChecked();
  });

  it('reorders and removes rows', () => {
    renderEditor(stored);
    expect(screen.getByRole('button', { name: 'Monter la contrepartie 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre la contrepartie 2' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Descendre la contrepartie 1' }));
    expect(latest.map((row) => row.title)).toEqual(['Affiche', 'Merci']);
    expect(
      within(screen.getByRole('group', { name: 'Contrepartie 1' })).getByLabelText('Titre'),
    ).toHaveValue('Affiche');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la contrepartie 2' }));
    expect(latest.map((row) => row.title)).toEqual(['Affiche']);
  });

  it('edits every field of a row', () => {
    renderEditor([newRewardDraft()]);
    const row = screen.getByRole('group', { name: 'Contrepartie 1' });
    fireEvent.change(within(row).getByLabelText('Montant minimum (€)'), {
      target: { value: '25' },
    });
    fireEvent.change(within(row).getByLabelText('Titre'), { target: { value: 'Carte postale' } });
    fireEvent.change(within(row).getByLabelText('Description'), {
      target: { value: 'Envoyée du jardin' },
    });
    fireEvent.click(within(row).getByLabelText('Inclut les contreparties précédentes'));
    fireEvent.change(within(row).getByLabelText('Valeur de la contrepartie (€)'), {
      target: { value: '6,5' },
    });
    expect(rewardInputs(latest)).toEqual([
      {
        amount: 25,
        title: 'Carte postale',
        description: 'Envoyée du jardin',
        includes_previous: false,
        value: 6.5,
        no_market_value: false,
        quantity: null,
        needs_shipping: false,
      },
    ]);
  });

  it('shows each reward’s value (reçus fiscaux): empty for a new row and for a 0 never stated as without market value', () => {
    renderEditor([...stored, newRewardDraft()]);
    const value = (n: number) =>
      within(screen.getByRole('group', { name: `Contrepartie ${n}` })).getByLabelText(
        'Valeur de la contrepartie (€)',
      );
    expect(value(1)).toHaveValue('2,50');
    expect(value(2)).toHaveValue('');
    expect(value(3)).toHaveValue('');
    expect(
      screen.getAllByText(/Au-delà du quart du don ou du plafond annuel/)[0],
    ).toBeInTheDocument();
    expect(rewardInputs([{ ...newRewardDraft(), amount: 5, title: 'Badge', value: '' }])).toEqual([
      {
        amount: 5,
        title: 'Badge',
        description: null,
        includes_previous: true,
        value: undefined,
        no_market_value: false,
        quantity: null,
        needs_shipping: false,
      },
    ]);
  });

  it('a filled row needs its value, or "Sans valeur marchande" ticked, which sends 0 (issue 26)', () => {
    renderEditor([{ ...newRewardDraft(), amount: 5, title: 'Merci' }], true);
    const row = screen.getByRole('group', { name: 'Contrepartie 1' });
    expect(within(row).getByText(/Indiquez la valeur de la contrepartie/)).toBeInTheDocument();
    expect(hasRewardProblems(latest)).toBe(true);
    fireEvent.click(within(row).getByLabelText('Sans valeur marchande (remerciement, mention)'));
    expect(within(row).getByLabelText('Valeur de la contrepartie (€)')).toBeDisabled();
    expect(hasRewardProblems(latest)).toBe(false);
    expect(rewardInputs(latest)).toEqual([
      {
        amount: 5,
        title: 'Merci',
        description: null,
        includes_previous: true,
        value: 0,
        no_market_value: true,
        quantity: null,
        needs_shipping: false,
      },
    ]);
  });

  it('says what a half-filled row misses once the form was submitted', () => {
    renderEditor(
      [
        { ...newRewardDraft(), title: 'Sans montant' },
        { ...newRewardDraft(), amount: 5 },
        newRewardDraft(),
      ],
      true,
    );
    expect(
      screen.getByText("Le montant minimum d'une contrepartie est de 1 €"),
    ).toBeInTheDocument();
    expect(screen.getByText('Ajoutez un titre pour garder cette contrepartie')).toBeInTheDocument();
    expect(hasRewardProblems(latest)).toBe(true);
    expect(hasRewardProblems([newRewardDraft()])).toBe(false);
  });

  it('sends only the filled rows, in their order', () => {
    expect(rewardInputs([...stored, newRewardDraft()])).toEqual([
      {
        amount: 10,
        title: 'Merci',
        description: 'Un mot',
        includes_previous: true,
        value: 2.5,
        no_market_value: false,
        id: 'r1',
        quantity: null,
        needs_shipping: false,
      },
      {
        amount: 50,
        title: 'Affiche',
        description: null,
        includes_previous: false,
        value: undefined,
        no_market_value: false,
        id: 'r2',
        quantity: null,
        needs_shipping: false,
      },
    ]);
  });

  it('sets a quantity and a posted reward (issue 30), and tells what is left of a stored one', () => {
    renderEditor(
      rewardDrafts([
        {
          id: 'r9',
          amount: 30,
          title: 'Livre',
          description: null,
          includes_previous: true,
          value: 5,
          quantity: 10,
          remaining: 1,
          needs_shipping: false,
        },
      ]),
    );
    const row = screen.getByRole('group', { name: 'Contrepartie 1' });
    expect(within(row).getByLabelText('Quantité disponible')).toHaveValue('10');
    expect(within(row).getByText(/Encore 1 disponible\./)).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText('Quantité disponible'), {
      target: { value: '3' },
    });
    fireEvent.click(
      within(row).getByLabelText('Contrepartie à envoyer par la poste (une adresse sera demandée)'),
    );
    expect(rewardInputs(latest)[0]).toMatchObject({ id: 'r9', quantity: 3, needs_shipping: true });
    fireEvent.change(within(row).getByLabelText('Quantité disponible'), { target: { value: '' } });
    expect(rewardInputs(latest)[0]).toMatchObject({ quantity: null });
  });

  it('keeps only the digits of a quantity, and at most 100 000', () => {
    renderEditor([newRewardDraft()]);
    const quantity = screen.getByLabelText('Quantité disponible');
    fireEvent.change(quantity, { target: { value: '1 2a' } });
    expect(quantity).toHaveValue('12');
    fireEvent.change(quantity, { target: { value: '250000' } });
    expect(quantity).toHaveValue('100000');
    expect(latest[0]?.quantity).toBe(100_000);
  });
});
