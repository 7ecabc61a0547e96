import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { useTabParam } from './use-tab-param';

const TABS = ['overview', 'donations', 'profile'] as const;

function TabbedPage() {
  const [tab, setTab] = useTabParam(TABS);
  return (
    <div>
      <p>onglet {tab}</p>
      <button onClick={() => setTab('profile')}>profil</button>
    </div>
  );
}

describe('useTabParam', () => {
  it('reads the tab of the URL, the first one when it is missing or unknown', () => {
    renderPage(<TabbedPage />, { route: '/donor-dashboard?tab=donations' });
    expect(screen.getByText('onglet donations')).toBeInTheDocument();
  });

  it.each(['/donor-dashboard', '/donor-dashboard?tab=nope'])(
    '%s reads as the first tab',
    (route) => {
      renderPage(<TabbedPage />, { route });
      expect(screen.getByText('onglet overview')).toBeInTheDocument();
    },
  );

  it('writes the chosen tab in the URL and keeps the other parameters', () => {
    renderPage(<TabbedPage />, { route: '/donor-dashboard?page=2' });
    fireEvent.click(screen.getByRole('button', { name: 'profil' }));
    expect(screen.getByText('onglet profile')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/donor-dashboard?page=2&tab=profile');
  });
});
