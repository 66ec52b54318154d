import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, downloadFile, http, resetHttp } from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const session = {
    getAccessToken: () => 'token-123',
    getUserName: () => 'Ada Admin',
    isTokenExpired: vi.fn(() => false),
    onExpired: vi.fn(),
    onUnauthorized: vi.fn(),
    notifyError: vi.fn(),
  };

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureHttp(session);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    fetchMock.mockReset();
    resetHttp();
  });

  it('sends the bearer token and the user-name header, JSON in and out', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(http.post('/api/thing', { a: 1 }, { params: { id: 5 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/thing?id=5');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('X-User-Name')).toBe('Ada Admin');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('on 401 with a live token forgets the session and goes to /login, without a toast', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthorized' }));
    await expect(http.get('/api/admin/getuserlist')).rejects.toMatchObject({ status: 401 });
    expect(session.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(session.onExpired).not.toHaveBeenCalled();
    expect(session.notifyError).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on 401 with an expired token logs out through the issuer', async () => {
    session.isTokenExpired.mockReturnValueOnce(true);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'jwt expired' }));
    await expect(http.get('/api/user/profile')).rejects.toBeInstanceOf(ApiError);
    expect(session.onExpired).toHaveBeenCalledTimes(1);
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it('toasts other failures and reports them to the error log once', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { message: 'Email is required.', errors: { email: 'Email is required.' } }),
    );
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Internal Server Error' })); // the error log itself fails
    const error = await http.post('/api/admin/createuser', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Email is required.',
      errors: { email: 'Email is required.' },
    });
    expect(session.notifyError).toHaveBeenCalledWith('Email is required.');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [logUrl, logInit] = fetchMock.mock.calls[1]!;
    expect(logUrl).toBe('/api/error/logerror');
    expect(JSON.parse(String(logInit?.body))).toMatchObject({
      errormessage: 'Email is required.',
      additionalinfo: 'POST /api/admin/createuser 400',
      errorpage: '/',
    });
    // A failing error log is never reported again.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a caller show its own toast (isSilent) but still logs', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Stale' }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(http.patch('/api/admin/updateuser', { id: 1 }, { isSilent: true })).rejects.toMatchObject({
      status: 409,
    });
    expect(session.notifyError).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('postText asks for a page and answers its text (a document preview)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html><body>Preview</body></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(http.postText('/api/workorder/generatewoinvoice', { id: 7, preview: true })).resolves.toBe(
      '<html><body>Preview</body></html>',
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/html');
    expect(init?.body).toBe('{"id":7,"preview":true}');
  });
});

describe('downloadFile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const saved: string[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    saved.length = 0;
  });

  const file = (headers: Record<string, string>) =>
    new Response('PK', {
      status: 200,
      headers: { 'Content-Type': 'application/octet-stream', ...headers },
    });

  it('takes the name of the filename header when the server names the file', async () => {
    fetchMock.mockResolvedValueOnce(
      file({
        filename: 'WO-1042_invoice_7.docx',
        'content-disposition': 'attachment; filename="other.docx"',
      }),
    );
    await downloadFile('/api/workorder/generatewordwoinvoice', 'invoice_7.docx', {
      method: 'POST',
      body: { invoiceid: 7 },
      isNamedByServer: true,
    });
    expect(saved).toEqual(['WO-1042_invoice_7.docx']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/workorder/generatewordwoinvoice');
    expect(init?.body).toBe('{"invoiceid":7}');
  });

  it("falls back to Content-Disposition, then to the caller's name", async () => {
    fetchMock.mockResolvedValueOnce(
      file({ 'content-disposition': 'attachment; filename="WO-1_proposal_3.pdf"' }),
    );
    fetchMock.mockResolvedValueOnce(file({}));
    await downloadFile('/api/a', 'fallback.pdf', { method: 'POST', body: {}, isNamedByServer: true });
    await downloadFile('/api/b', 'fallback.pdf', { method: 'POST', body: {}, isNamedByServer: true });
    expect(saved).toEqual(['WO-1_proposal_3.pdf', 'fallback.pdf']);
  });

  it("keeps the caller's name unless asked (the sign-off ticket's {wonumber}_signoff.pdf)", async () => {
    fetchMock.mockResolvedValueOnce(file({ filename: 'server.pdf' }));
    await downloadFile('/api/workorder/generatesignoff', 'WO-1042_signoff.pdf', { method: 'POST', body: {} });
    expect(saved).toEqual(['WO-1042_signoff.pdf']);
  });
});
