import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { busyButton } from './busy-button';

function Form({ onSave }: { onSave: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
        setBusy(true);
      }}
    >
      <input aria-label="Name" />
      <button type="submit" {...busyButton(busy)}>
        {busy ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

describe('busyButton', () => {
  it('keeps the focus on a busy button, says it is unavailable, and ignores clicks and Enter', async () => {
    const onSave = jest.fn();
    render(<Form onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    await userEvent.click(busy);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
