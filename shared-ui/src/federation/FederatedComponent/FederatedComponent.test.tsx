import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing';
import { FederatedComponent, type FederatedModuleLoader } from './FederatedComponent';

type Props = { name: string };

function render(load: FederatedModuleLoader<Props>) {
  renderPage(
    <FederatedComponent<Props>
      module="mf_donation/ContributionDialog"
      props={{ name: 'puits' }}
      load={load}
      loading={<p>chargement</p>}
      fallback={(retry) => <button onClick={retry}>réessayer</button>}
    />,
  );
}

describe('FederatedComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the loaded module with its props', async () => {
    const load = jest.fn(async () => ({ default: ({ name }: Props) => <h2>{name}</h2> }));
    render(load);
    expect(await screen.findByRole('heading', { name: 'puits' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_donation/ContributionDialog');
  });

  it('shows the fallback when loading fails, and loads again on retry', async () => {
    let isDown = true;
    const load = jest.fn(async () => {
      if (isDown) throw new Error('ScriptNetworkError');
      return { default: ({ name }: Props) => <h2>{name}</h2> };
    });
    render(load);
    const retry = await screen.findByRole('button', { name: 'réessayer' });
    isDown = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'puits' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a module that crashes while rendering inside its own area', async () => {
    const Crashing = () => {
      throw new Error('boom');
    };
    render(async () => ({ default: Crashing }));
    expect(await screen.findByRole('button', { name: 'réessayer' })).toBeInTheDocument();
  });
});
