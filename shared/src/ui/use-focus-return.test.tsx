import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusReturn } from './use-focus-return';

function Dialog() {
  useFocusReturn();
  return <div role="dialog">Assign admin</div>;
}

/** A page whose row (and its button) the dialog's change removes, as an assignment takes a row off the list. */
function Page({ rowStays }: { rowStays: boolean }) {
  const [open, setOpen] = useState(false);
  const [row, setRow] = useState(true);
  return (
    <main tabIndex={-1}>
      <h1 tabIndex={-1}>Subscribers</h1>
      {row ? (
        <button type="button" onClick={() => setOpen(true)}>
          View details
        </button>
      ) : null}
      {open ? (
        <>
          <Dialog />
          <button
            type="button"
            onClick={() => {
              if (!rowStays) setRow(false);
              setOpen(false);
            }}
          >
            Done
          </button>
        </>
      ) : null}
    </main>
  );
}

describe('useFocusReturn', () => {
  it('gives the focus back to the button that opened the dialog', () => {
    render(<Page rowStays />);
    const opener = screen.getByRole('button', { name: 'View details' });
    opener.focus();
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'Done' }).click());
    expect(opener).toHaveFocus();
  });

  it("gives it to the page's heading when that button went with its row, never to the body", () => {
    jest.useFakeTimers();
    try {
      render(<Page rowStays={false} />);
      const opener = screen.getByRole('button', { name: 'View details' });
      opener.focus();
      act(() => opener.click());
      act(() => screen.getByRole('button', { name: 'Done' }).click());
      act(() => jest.runOnlyPendingTimers());
      expect(screen.getByRole('heading', { name: 'Subscribers' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});
