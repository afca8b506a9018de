import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPlan } from '../contracts/plans';
import { PlanCard } from './PlanCard';

const plan = (overrides: Partial<SubscriptionPlan>): SubscriptionPlan => ({
  _id: 'silver-id',
  id: 'silver-id',
  name: 'Silver',
  planName: 'Silver',
  price: 120,
  applicationLimit: 30,
  platformLimit: 2,
  billing: 'monthly',
  trialDays: 0,
  features: ['tailored CV'],
  ...overrides,
});

describe('PlanCard', () => {
  it('shows the plan, its price per month and what it includes, and chooses it', async () => {
    const onChoose = jest.fn();
    render(<PlanCard plan={plan({})} onChoose={onChoose} />);
    const card = screen.getByRole('region', { name: 'Silver' });
    expect(card).toHaveTextContent('$120 / month');
    expect(card).toHaveTextContent('30 job applications');
    expect(card).toHaveTextContent('2 job platforms');
    expect(card).toHaveTextContent('tailored CV');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Silver' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ planName: 'Silver' }));
  });

  it('says unlimited, the trial and the weekly price where the plan has them; waits while busy', () => {
    render(
      <PlanCard
        plan={plan({
          planName: 'Free',
          name: 'Free',
          price: 0,
          billing: 'weekly',
          trialDays: 7,
          applicationLimit: null,
          platformLimit: 1,
          features: [],
        })}
        busy
        onChoose={jest.fn()}
      />,
    );
    expect(screen.getByText('7-day free trial')).toBeInTheDocument();
    expect(screen.getByText('Unlimited job applications')).toBeInTheDocument();
    expect(screen.getByText('1 job platform')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Free' })).toHaveTextContent('$0 / week');
    expect(screen.getByRole('button', { name: 'Choose Free' })).toBeDisabled();
  });
});
