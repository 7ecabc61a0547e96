import { Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { PlatformProvider } from '../../theme/PlatformProvider/PlatformProvider';
import { TableFrame } from './TableFrame';

describe('TableFrame', () => {
  it('scrolls its table inside a region the keyboard reaches, named by the table title', () => {
    render(
      <PlatformProvider env="test">
        <TableFrame label="Donations reçues">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Marie Curie</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </TableFrame>
      </PlatformProvider>,
    );
    const region = screen.getByRole('region', { name: 'Donations reçues' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Donations reçues' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
