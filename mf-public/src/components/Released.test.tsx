import { render, screen } from '@testing-library/react';
import { released } from './Released';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

it('renders the page inside a box-less mark of its release', () => {
  const Marked = released(Page);
  render(<Marked title="Accueil" />);
  const heading = screen.getByRole('heading', { name: 'Accueil' });
  const mark = heading.parentElement;
  // Unit tests run unbuilt: no release version was baked in.
  expect(mark).toHaveAttribute('data-release', 'dev');
  expect(mark).toHaveStyle({ display: 'contents' });
  expect(Marked.displayName).toBe('Released(Page)');
});
