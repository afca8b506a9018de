import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useStepInHistory } from './use-step-in-history';

function Wizard() {
  const [step, goTo] = useStepInHistory<1 | 2 | 3>('testStep', 1);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  return (
    <div>
      <p>Step {step}</p>
      <input aria-label="Login" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button type="button" onClick={() => goTo(step === 3 ? 3 : ((step + 1) as 2 | 3))}>
        Next
      </button>
      <button type="button" onClick={() => step > 1 && goTo((step - 1) as 1 | 2)}>
        Previous step
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
    </div>
  );
}

describe('useStepInHistory', () => {
  it("the browser's Back and Forward move between the steps, and what was typed stays", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/before', '/selectplatform']} initialIndex={1}>
        <Wizard />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Login'), 'ada@seek.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByText('Step 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('ada@seek.example');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(screen.getByText('Step 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('ada@seek.example');
  });

  it("the form's own Back walks the history back, so the browser's Back after it leaves the form", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/before', '/selectplatform']} initialIndex={1}>
        <Routes>
          <Route path="/before" element={<p>Page before</p>} />
          <Route path="/selectplatform" element={<Wizard />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Login'), 'ada@seek.example');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText('Step 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('ada@seek.example');
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(screen.getByText('Step 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByText('Page before')).toBeInTheDocument();
  });

  it('a step not reached since the form opened (a reload forgot what was typed) shows as the first', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/selectplatform', state: { testStep: 3 } }]}>
        <Wizard />
      </MemoryRouter>,
    );
    expect(screen.getByText('Step 1')).toBeInTheDocument();
  });
});
