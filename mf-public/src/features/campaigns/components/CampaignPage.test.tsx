import { fireEvent, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderPage } from '../../../testing/render';
import { CampaignPage } from './CampaignPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    options: {
      remotes: [
        { name: 'mf_donation', entry: 'http://localhost/remotes/mf_donation/mf-manifest.json' },
      ],
    },
  }),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('CampaignPage', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens mf_donation's contribution dialog through federation", async () => {
    loadRemoteMock.mockResolvedValue({
      default: ({ campaignId }: { campaignId: string }) => (
        <div data-testid="contribution-dialog">{campaignId}</div>
      ),
    });
    renderPage(<CampaignPage />, { route: '/campaign/puits', path: '/campaign/:campaignId' });

    fireEvent.click(screen.getByRole('button', { name: 'Soutenir ce projet' }));

    expect(await screen.findByTestId('contribution-dialog')).toHaveTextContent('puits');
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_donation/ContributionDialog');
  });

  it('keeps the campaign page when mf_donation is down, and retries on demand', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    renderPage(<CampaignPage />, { route: '/campaign/puits', path: '/campaign/:campaignId' });

    fireEvent.click(screen.getByRole('button', { name: 'Soutenir ce projet' }));
    expect(await screen.findByTestId('contribution-dialog-fallback')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-page')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: () => <div data-testid="contribution-dialog" /> });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('contribution-dialog')).toBeInTheDocument();
  });
});
