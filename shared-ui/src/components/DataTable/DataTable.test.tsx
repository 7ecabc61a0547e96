import { Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { PlatformProvider } from '../../theme/PlatformProvider/PlatformProvider';
import { DataTable, NameCell } from './DataTable';

interface Row {
  id: string;
  name: string;
  email: string;
  amount: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Marie Curie', email: 'marie@example.org', amount: '12,00 €' },
  { id: 'b', name: 'Louis Pasteur', email: 'louis@example.org', amount: '30,00 €' },
];

function renderTable(footer?: React.ReactNode) {
  return render(
    <PlatformProvider env="test">
      <DataTable
        label="Donateurs"
        rows={rows}
        rowTestId={(row) => `row-${row.id}`}
        columns={[
          { header: 'Nom', cell: (row) => <NameCell name={row.name} detail={row.email} /> },
          { header: 'Montant', cell: (row) => row.amount, numeric: true, noWrap: true },
        ]}
        footer={footer}
      />
    </PlatformProvider>,
  );
}

describe('DataTable', () => {
  it("names each value's column on the cell, for the cards a phone shows", () => {
    renderTable();
    const cells = within(screen.getByTestId('row-a')).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Nom', 'Montant']);
  });

  it('draws one title per column and one cell per column in each row, inside the named frame', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Donateurs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nom', 'Montant']);
    const row = screen.getByTestId('row-b');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Louis Pasteurlouis@example.org', '30,00 €']);
    expect(within(row).getByText('30,00 €')).toHaveStyle({
      textAlign: 'right',
      whiteSpace: 'nowrap',
    });
    expect(screen.getByRole('columnheader', { name: 'Montant' })).toHaveStyle({
      textAlign: 'right',
    });
  });

  it('adds the foot rows it is given', () => {
    renderTable(
      <Table.Tr>
        <Table.Th>Total</Table.Th>
        <Table.Td>42,00 €</Table.Td>
      </Table.Tr>,
    );
    const foot = screen.getByText('Total').closest('tfoot');
    expect(foot).not.toBeNull();
    expect(within(foot as HTMLElement).getByText('42,00 €')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});
