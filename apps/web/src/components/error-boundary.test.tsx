import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('Work order 42 could not be drawn');
  return <p>Recovered content</p>;
}

describe('ErrorBoundary', () => {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  beforeEach(() => {
    shouldThrow = true;
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockClear();
  });

  it('shows "Something went wrong:" with the message, reports it with its location, and "Try again" resets', async () => {
    render(
      <ErrorBoundary location="route:/workorder/details">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong:')).toBeInTheDocument();
    expect(screen.getByText('Work order 42 could not be drawn')).toBeInTheDocument();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/error/logerror');
    const body = JSON.parse(String(init?.body)) as { errormessage: string; additionalinfo: string };
    expect(body.errormessage).toBe('Work order 42 could not be drawn');
    expect(body.additionalinfo).toContain('location: route:/workorder/details');

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong:')).not.toBeInTheDocument();
  });
});
