import { fireEvent, screen } from '@testing-library/react';
import { ApiError, getCampaign } from 'shared-contracts';
import { createFakeApiClient, renderPage } from '../testing';
import { useApiCall } from './use-api-call';

function CampaignTitle({ slug }: { slug: string }) {
  const { data, error, isLoading, reload } = useApiCall(
    (client) => getCampaign(client, slug),
    [slug],
  );
  if (isLoading) return <p>chargement</p>;
  if (error) return <button onClick={reload}>encore</button>;
  return <h1>{data?.title}</h1>;
}

describe('useApiCall', () => {
  it('runs the call with the page client and shows its answer', async () => {
    const client = createFakeApiClient({ get: jest.fn().mockResolvedValue({ title: 'Puits' }) });
    renderPage(<CampaignTitle slug="puits" />, { client });
    expect(screen.getByText('chargement')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Puits' })).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/campaigns/puits', expect.anything());
  });

  it('hands a failure to the shell once, and runs again on reload', async () => {
    const failure = new ApiError(500, undefined);
    const get = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue({ title: 'Puits' });
    const reportError = jest.fn();
    renderPage(<CampaignTitle slug="puits" />, {
      client: createFakeApiClient({ get }),
      reportError,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'encore' }));
    expect(await screen.findByRole('heading', { name: 'Puits' })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(failure);
  });

  it('with inlineFailure, leaves the failure to the screen: nothing goes to the shell', async () => {
    const failure = new ApiError(500, undefined);
    const reportError = jest.fn();
    function InlineTitle() {
      const { error } = useApiCall((client) => getCampaign(client, 'puits'), [], {
        inlineFailure: true,
      });
      return error ? <p role="alert">Campagne indisponible</p> : null;
    }
    renderPage(<InlineTitle />, {
      client: createFakeApiClient({ get: jest.fn().mockRejectedValue(failure) }),
      reportError,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Campagne indisponible');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('aborts the call when the screen is left, and reports nothing', async () => {
    let signal: AbortSignal | undefined;
    const reportError = jest.fn();
    function Probe() {
      useApiCall((_client, callSignal) => {
        signal = callSignal;
        return new Promise((_resolve, reject) =>
          callSignal.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        );
      }, []);
      return null;
    }
    const { unmount } = renderPage(<Probe />, { client: createFakeApiClient(), reportError });
    unmount();
    await Promise.resolve();
    expect(signal?.aborted).toBe(true);
    expect(reportError).not.toHaveBeenCalled();
  });
});
