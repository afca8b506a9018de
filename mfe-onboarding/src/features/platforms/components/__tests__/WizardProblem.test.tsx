import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { WizardProblem } from '../WizardProblem';
import { messages } from '../../../../texts';

// antd's CSS is kept out of jsdom, as in the page tests.
const show = (alert: ReactElement) => render(<StyleProvider mock="server">{alert}</StyleProvider>);

describe('WizardProblem (the error alert of every wizard step)', () => {
  it('shows nothing without a problem', () => {
    show(<WizardProblem />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the problem, apart from the content after it (start) or before it (end)', () => {
    const { unmount } = show(<WizardProblem problem={messages.loginRequired} at="start" />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.loginRequired);
    expect(screen.getByRole('alert')).toHaveStyle({ marginBottom: '16px' });
    unmount();

    show(<WizardProblem problem={messages.choosePlatformRequired} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.choosePlatformRequired);
    expect(screen.getByRole('alert')).toHaveStyle({ marginTop: '16px' });
  });
});
