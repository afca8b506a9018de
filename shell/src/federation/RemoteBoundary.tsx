import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../texts';
import { RemoteLoadError } from './remote-pages';

type Props = { area: string; resetKey: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

/**
 * A file of the page that is gone from its host (webpack's ChunkLoadError): a new version of the remote was deployed in
 * place of the one this page view started with, so only a reload of the whole page finds the new files.
 */
const isFileOfEarlierVersion = (error: Error) =>
  error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);

/** What the area says: a load failure in the user's words, a page's own error with its message (spec section 8). */
function failureDetail(error: Error): string {
  if (error instanceof RemoteLoadError) return error.slow ? messages.remoteLoadSlow : messages.remoteLoadFailed;
  if (isFileOfEarlierVersion(error)) return messages.newVersionAvailable;
  return error.message;
}

/**
 * One per remote area: a remote that fails to load or throws while rendering is shown here,
 * with what failed and a Retry that loads it again (a reload of the page, when a new version of the remote has
 * replaced the files this page view knew); the layout and menu around it keep working.
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
        <p className="remote-failure__detail">{failureDetail(error)}</p>
        {isFileOfEarlierVersion(error) ? (
          <button type="button" className="portal-button" onClick={() => window.location.reload()}>
            {messages.reloadPage}
          </button>
        ) : (
          <button type="button" className="portal-button" onClick={this.retry}>
            {messages.retry}
          </button>
        )}
      </section>
    );
  }
}
