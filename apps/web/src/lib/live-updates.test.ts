import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gridUrgency } from '../components/data-grid/live-grid';
import { configureHttp, resetHttp } from './http';
import { CATCH_UP, LiveUpdates, parseEventStream, type LiveWorkOrdersEvent } from './live-updates';

const event = (fields: Partial<LiveWorkOrdersEvent>): LiveWorkOrdersEvent => ({
  created: [],
  changed: [],
  deleted: [],
  many: false,
  ...fields,
});

/** A stream answer whose body the test writes to, as the server does. */
function streamAnswer() {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200 }),
    push: (text: string) => push(text),
    end: () => end(),
  };
}

describe('parseEventStream', () => {
  it('reads whole workorders events, keeps a partial one and skips comments and other events', () => {
    const text =
      'retry: 5000\n: staff stream\n\n' +
      'event: workorders\ndata: {"created":[3],"changed":[1,2],"deleted":[],"many":false}\n\n' +
      ': ping\n\nevent: other\ndata: {}\n\nevent: workorders\ndata: {"crea';
    const { events, rest } = parseEventStream(text);
    expect(events).toEqual([event({ created: [3], changed: [1, 2] })]);
    expect(rest).toBe('event: workorders\ndata: {"crea');
  });
});

describe('gridUrgency', () => {
  const shown = new Set([10, 11]);
  it('refreshes now for a new order, a shown row or many; later for another change; never for an unseen delete', () => {
    expect(gridUrgency(event({ created: [99] }), shown)).toBe('now');
    expect(gridUrgency(event({ changed: [11] }), shown)).toBe('now');
    expect(gridUrgency(event({ deleted: [10] }), shown)).toBe('now');
    expect(gridUrgency(event({ many: true }), shown)).toBe('now');
    expect(gridUrgency(event({ changed: [50] }), shown)).toBe('later');
    expect(gridUrgency(event({ deleted: [50] }), shown)).toBe('never');
  });
});

describe('LiveUpdates', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let isHidden = false;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ getAccessToken: () => 'token-1', getUserName: () => 'Dee Dispatcher' });
    isHidden = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    resetHttp();
  });

  it('opens one stream with the bearer token, hands events on, reconnects after it ends and catches up', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const live = new LiveUpdates({ isHidden: () => isHidden, random: () => 0.5 });
    const heard: LiveWorkOrdersEvent[] = [];
    live.start();
    live.subscribe((e) => heard.push(e));
    live.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('text/event-stream');

    first.push('event: workorders\ndata: {"created":[],"changed":[7],"deleted":[],"many":false}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([event({ changed: [7] })]);

    // The server ends the stream (an expired token, a restart): a new one about a second later.
    first.end();
    await vi.advanceTimersByTimeAsync(900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(heard.at(-1)).toEqual(CATCH_UP);
    live.stop();
  });

  it('closes while the tab is hidden and catches up when it shows again', async () => {
    fetchMock.mockImplementation(async () => streamAnswer().response);
    const live = new LiveUpdates({ isHidden: () => isHidden, random: () => 0.5 });
    const heard: LiveWorkOrdersEvent[] = [];
    live.start();
    live.subscribe((e) => heard.push(e));
    await vi.advanceTimersByTimeAsync(0);
    const signal = fetchMock.mock.calls[0]![1]?.signal;
    isHidden = true;
    live.update();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    isHidden = false;
    live.update();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(heard).toEqual([CATCH_UP]);
    live.stop();
  });
});
