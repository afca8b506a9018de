import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { onNotificationEvent, sessionStore, useNotificationCount } from '@portal/shared';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import type { ConnectStream, StreamHandlers } from './notification-stream';
import { reconnectDelayMs } from './notification-stream';
import { useNotificationStream } from './use-notification-stream';

/** A stand-in server: records each connection and lets the test push events or drop it. */
function fakeStreams() {
  const connections: { url: string; token: string; handlers: StreamHandlers; closed: boolean }[] = [];
  const connect: ConnectStream = (url, token, handlers) => {
    const connection = { url, token, handlers, closed: false };
    connections.push(connection);
    return { close: () => (connection.closed = true) };
  };
  return { connect, connections, latest: () => connections[connections.length - 1]! };
}

function Badge({ connect }: { connect: ConnectStream }) {
  useNotificationStream(connect);
  const { count } = useNotificationCount();
  return <span data-testid="badge">{count}</span>;
}
const renderBadge = (connect: ConnectStream) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Badge connect={connect} />
    </SWRConfig>,
  );

beforeEach(() => {
  resetSession();
  fakeApi({ '/notification-count': { body: { success: true, data: 2 } } });
});
afterEach(() => jest.useRealTimers());

describe('the live notification stream', () => {
  it('opens one stream with the token, and each unread event sets the badge and reaches the pages', async () => {
    const streams = fakeStreams();
    const token = signIn(userWithRole('user'));
    const heard: unknown[] = [];
    const stop = onNotificationEvent((event) => heard.push(event));
    renderBadge(streams.connect);
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('2'));
    expect(streams.connections).toHaveLength(1);
    expect(streams.latest().url).toBe('/api/notifications/stream');
    expect(streams.latest().token).toBe(token);

    act(() => streams.latest().handlers.onUnread({ unread: 3, notification: 'n-1' }));
    expect(screen.getByTestId('badge')).toHaveTextContent('3');
    expect(heard).toEqual([{ unread: 3, notification: 'n-1' }]);
    stop();
  });

  it('reconnects with growing delays after errors, and starts over once events flow again', () => {
    jest.useFakeTimers();
    const streams = fakeStreams();
    signIn(userWithRole('admin'));
    renderBadge(streams.connect);
    const random = jest.spyOn(Math, 'random').mockReturnValue(1);
    act(() => streams.latest().handlers.onError());
    act(() => jest.advanceTimersByTime(999));
    expect(streams.connections).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(streams.connections).toHaveLength(2);
    act(() => streams.latest().handlers.onError());
    act(() => jest.advanceTimersByTime(1999));
    expect(streams.connections).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(streams.connections).toHaveLength(3);
    act(() => streams.latest().handlers.onUnread({ unread: 0 }));
    act(() => streams.latest().handlers.onError());
    act(() => jest.advanceTimersByTime(1000));
    expect(streams.connections).toHaveLength(4);
    random.mockRestore();
  });

  it('a 401 on the stream ends the session (Session Expired) instead of reconnecting', () => {
    jest.useFakeTimers();
    const streams = fakeStreams();
    signIn(userWithRole('admin'));
    renderBadge(streams.connect);
    act(() => streams.latest().handlers.onError(401));
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, expired: true });
    expect(sessionStore.getState().notice?.text).toBe('Session Expired');
    act(() => jest.advanceTimersByTime(60_000));
    expect(streams.connections).toHaveLength(1);
  });

  it('closes the stream at sign-out and opens none while signed out', () => {
    const streams = fakeStreams();
    signIn(userWithRole('superAdmin'));
    renderBadge(streams.connect);
    expect(streams.latest().closed).toBe(false);
    act(() => sessionStore.getState().signOut());
    expect(streams.latest().closed).toBe(true);
    expect(streams.connections).toHaveLength(1);
  });

  it('backs off from 1 s doubling to at most 30 s, with jitter', () => {
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(10, () => 1)).toBe(30000);
  });
});
