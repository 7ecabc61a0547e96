import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlatformProvider } from 'shared-ui';
import { anAssociation } from '../../../testing/fixtures';
import { ManagedAssociationsField } from './ManagedAssociationsField';

const NAMES = [
  'Les Amis du Quartier',
  'Jardins Solidaires',
  'Bibliothèque Vivante',
  'Vélo pour Tous',
  'Santé Partagée',
  'École du Soir',
  'Resto du Coin',
  'Jardins de la Gare',
];
const many = NAMES.map((name, index) => anAssociation({ id: `a-${index + 1}`, name }));

let ticked: string[] = [];

function Harness({ associations }: { associations: typeof many }) {
  const [value, setValue] = useState<string[]>(['a-1']);
  ticked = value;
  return <ManagedAssociationsField associations={associations} value={value} onChange={setValue} />;
}

function renderField(associations = many) {
  render(
    <PlatformProvider env="test">
      <Harness associations={associations} />
    </PlatformProvider>,
  );
  return {
    user: userEvent.setup(),
    group: screen.getByRole('group', { name: 'Associations gérées' }),
  };
}

describe('ManagedAssociationsField', () => {
  it('lists one checkbox per association in a labelled group, ticked from the keyboard', async () => {
    const { user, group } = renderField(many.slice(0, 2));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group).getByRole('checkbox', { name: 'Les Amis du Quartier' })).toBeChecked();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.tab();
    await user.tab();
    expect(within(group).getByRole('checkbox', { name: 'Jardins Solidaires' })).toHaveFocus();
    await user.keyboard(' ');
    expect(ticked).toEqual(['a-1', 'a-2']);
  });

  it('narrows a long list with a search box, keeping what was ticked', async () => {
    const { user, group } = renderField();
    await user.type(
      within(group).getByRole('searchbox', { name: 'Rechercher une association...' }),
      'jardins',
    );
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['a-2', 'a-8']);
    await user.click(within(group).getByRole('checkbox', { name: 'Jardins de la Gare' }));
    expect(ticked).toEqual(['a-1', 'a-8']);
    await user.type(within(group).getByRole('searchbox'), ' inconnus');
    expect(within(group).getByText('Aucune association trouvée')).toBeInTheDocument();
  });
});
