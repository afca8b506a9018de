import { render, screen } from '@testing-library/react';
import { Panel } from './Panel';

it('is a region named by its title, holding its content', () => {
  render(
    <Panel title="Latest candidates">
      <p>Ada Lovelace</p>
    </Panel>,
  );
  expect(screen.getByRole('region', { name: 'Latest candidates' })).toHaveTextContent('Ada Lovelace');
  expect(screen.getByRole('heading', { level: 3, name: 'Latest candidates' })).toBeInTheDocument();
});

it('without a title is a plain card with no heading', () => {
  render(
    <Panel>
      <p>3 admins</p>
    </Panel>,
  );
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByText('3 admins')).toBeInTheDocument();
});
