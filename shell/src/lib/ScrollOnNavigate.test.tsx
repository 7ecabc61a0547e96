import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollOnNavigate } from './ScrollOnNavigate';

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Retour</button>;
}

/** A page whose #campagnes section is drawn a moment later, like a remote's page. */
function LatePage() {
  const [isDrawn, setIsDrawn] = useState(false);
  return (
    <>
      <button onClick={() => setIsDrawn(true)}>Dessiner</button>
      {isDrawn && <section id="campagnes">Campagnes</section>}
    </>
  );
}

function renderRoutes(route = '/a') {
  render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollOnNavigate />
      <Routes>
        <Route
          path="/a"
          element={
            <>
              <Link to="/b">Page B</Link>
              <Link to="/a?tab=dons">Onglet</Link>
              <Link to="/c#campagnes">Vers les campagnes</Link>
            </>
          }
        />
        <Route path="/b" element={<Back />} />
        <Route path="/c" element={<LatePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollOnNavigate', () => {
  it('opens a new page at its top, and leaves the first page where the browser put it', () => {
    renderRoutes();
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Page B' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when only the query changes (a tab, a filter)', () => {
    renderRoutes();
    fireEvent.click(screen.getByRole('link', { name: 'Onglet' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves back and forward to the browser, which restores the position', () => {
    renderRoutes();
    fireEvent.click(screen.getByRole('link', { name: 'Page B' }));
    scrollTo.mockReset();
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('link', { name: 'Page B' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings a link’s #target into view once the page draws it', async () => {
    renderRoutes();
    fireEvent.click(screen.getByRole('link', { name: 'Vers les campagnes' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dessiner' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Campagnes'));
  });
});
