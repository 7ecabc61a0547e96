import { render, screen } from '@testing-library/react';
import { PlatformProvider } from '../../theme/PlatformProvider/PlatformProvider';
import { PaymentStatusBadge, StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the French label of a status, and an unknown status raw', () => {
    render(
      <PlatformProvider env="test">
        <StatusBadge status="pending" />
        <StatusBadge status="draft" />
        <StatusBadge status="archived" />
        <PaymentStatusBadge status="paid" />
        <PaymentStatusBadge status="refunded" />
      </PlatformProvider>,
    );
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.getByText('Brouillon')).toBeInTheDocument();
    expect(screen.getByText('archived')).toBeInTheDocument();
    expect(screen.getByText('Payé')).toBeInTheDocument();
    expect(screen.getByText('Remboursé')).toBeInTheDocument();
  });

  it('never shrinks a status below its text (a squeezed table column showed REMB…)', () => {
    render(
      <PlatformProvider env="test">
        <StatusBadge status="rejected" />
        <PaymentStatusBadge status="refunded" />
      </PlatformProvider>,
    );
    for (const label of ['Rejetée', 'Remboursé'])
      expect(screen.getByText(label).closest('.mantine-Badge-root')).toHaveStyle({
        minWidth: 'max-content',
      });
  });
});
