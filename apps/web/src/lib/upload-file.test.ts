import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, resetHttp, uploadFile } from './http';

/** XMLHttpRequest as uploadFile uses it: records the request, reports one progress event, then answers. */
class FakeXhr {
  static last: FakeXhr;
  static answer = { status: 200, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    queueMicrotask(() => this.onload?.());
  }
}

describe('uploadFile', () => {
  const session = {
    getAccessToken: () => 'token-123',
    getUserName: () => 'Ada Admin',
    notifyError: vi.fn(),
    onUnauthorized: vi.fn(),
  };
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    configureHttp(session);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    resetHttp();
  });

  it('posts FormFile and FileName with the session headers and reports the progress', async () => {
    FakeXhr.answer = { status: 200, body: '{"added":2,"updated":0,"errors":[]}' };
    const progress: number[] = [];
    const file = new File(['a'], 'sites.xlsx');
    const answer = await uploadFile('/api/jobsites/importjobsites', file, {
      params: { customerid: 9 },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ added: 2, updated: 0, errors: [] });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/jobsites/importjobsites?customerid=9']);
    expect(xhr.headers.authorization).toBe('Bearer token-123');
    expect(xhr.headers['x-user-name']).toBe('Ada Admin');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect((xhr.sent?.get('FormFile') as File).name).toBe('sites.xlsx');
    expect(xhr.sent?.get('FileName')).toBe('sites.xlsx');
    expect(progress).toEqual([0.25]);
  });

  it('throws the API error with its errors; a silent call is not toasted', async () => {
    FakeXhr.answer = { status: 400, body: '{"message":"Only .xlsx files can be imported."}' };
    const call = uploadFile('/api/x', new File(['a'], 'a.csv'), { isSilent: true });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, message: 'Only .xlsx files can be imported.' });
    expect(session.notifyError).not.toHaveBeenCalled();
  });
});
