import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../texts';

type Props = { area: string; resetKey: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

/**
 * One per remote area: a remote that fails to load or throws while rendering is shown here,
 * with what failed and a Retry that loads it again; the layout and menu around it keep working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.area} area failed.`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    // Navigating elsewhere gives the next page a clean start.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="remote-failure" role="alert">
        <h2>{messages.somethingWentWrong}</h2>
        <p className="remote-failure__detail">{error.message}</p>
        <button type="button" className="portal-button" onClick={this.retry}>
          {messages.retry}
        </button>
      </section>
    );
  }
}
