import { STATUS, type WireOf, type workOrderAttachmentSchema } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { WorkOrderDetail } from '../api/work-order-types';
import { AttachmentsTab } from './attachments-tab';

type WorkOrderAttachment = WireOf<typeof workOrderAttachmentSchema>;

const workOrder = (overrides: Partial<WorkOrderDetail> = {}) =>
  ({
    id: 42,
    wonumber: 'WO-1042',
    statusid: STATUS.Dispatched,
    status: 'Dispatched',
    ...overrides,
  }) as WorkOrderDetail;

const attachment = (id: number, filename: string, displayname: string): WorkOrderAttachment => ({
  id,
  workorderid: 42,
  workordervendorid: null,
  attachmenttypeid: 9,
  attachmenttype: 'Vendor Photo',
  filename,
  displayname,
  path: `workorder/42/${filename}`,
  createdbyuser: 'Dana Dispatch',
  createddate: '2026-03-04T15:30:00.000Z',
});

const ATTACHMENTS = [
  attachment(3, 'roof_20260304090507042.jpg', 'roof.jpg'),
  attachment(2, 'quote_20260304090507042.pdf', 'quote.pdf'),
  attachment(1, 'leak_20260304090507042.gif', 'leak.gif'),
];
const TYPES = [
  { id: 1, attachmenttype: 'Customer Work Request' },
  { id: 9, attachmenttype: 'Vendor Photo' },
];
const BLOB = 'http://blob.test/devstoreaccount1/attachments/workorder/42';
const sasFor = (file: string) => ({
  status: 200,
  body: {
    sasToken: 'sv=1&sig=abc',
    url: `${BLOB}/${file}?sv=1&sig=abc`,
    container: 'attachments',
    path: 'workorder/42/',
    blobName: `workorder/42/${file}`,
    permissions: 'r',
    expiresOn: '2026-03-04T16:00:00.000Z',
  },
});

const baseRoutes = {
  'GET /api/workorder/attachments': { status: 200, body: ATTACHMENTS },
  'GET /api/workorder/getattachmenttypes': { status: 200, body: TYPES },
};

/** XMLHttpRequest as the uploader uses it: records the PUT and answers 201 after one progress event. */
class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { ...this.request, method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  abort() {}
  send(body: unknown) {
    FakeXhr.sent.push({ ...this.request, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = 201;
      this.onload?.();
    }, 0);
  }
}

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  FakeXhr.sent = [];
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
});

const chooseType = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('AttachmentsTab', () => {
  it('keeps the uploader disabled until a type is chosen', async () => {
    stubApi(baseRoutes);
    renderAs(userOf('Dispatchers'), <AttachmentsTab workOrder={workOrder()} />);
    await screen.findByText('roof.jpg');
    const selectFiles = screen.getByRole('button', { name: 'Select files' });
    const input = screen.getByTestId('upload-input');
    expect(selectFiles).toBeDisabled();
    expect(input).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Upload files' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a type to upload files.')).toBeInTheDocument();

    await chooseType('Vendor Photo');
    expect(selectFiles).toBeEnabled();
    expect(input).toBeEnabled();
  });

  it('stores each file under a stamped name with a write SAS, then posts its record', async () => {
    const api = stubApi({
      ...baseRoutes,
      'GET /api/storage/getSAS': sasFor('x'),
      'POST /api/workorder/attachfile': { status: 201, body: ATTACHMENTS[0] },
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderAs(userOf('Dispatchers'), <AttachmentsTab workOrder={workOrder()} />);
    await screen.findByText('roof.jpg');
    await chooseType('Customer Work Request');
    const files = [
      new File(['%PDF'], 'Work Request.pdf', { type: 'application/pdf' }),
      new File(['x'], 'notes', { type: '' }),
    ];
    await userEvent.upload(screen.getByTestId('upload-input'), files);

    await waitFor(() => expect(api.callsTo('POST /api/workorder/attachfile')).toHaveLength(2));
    const sasCalls = api.callsTo('GET /api/storage/getSAS').map((call) => call.search);
    const stored = sasCalls.map((search) => search.get('file')!);
    expect(stored.find((name) => name.startsWith('Work Request'))).toMatch(/^Work Request_\d{17}\.pdf$/);
    expect(stored.find((name) => name.startsWith('notes'))).toMatch(/^notes_\d{17}$/);
    for (const search of sasCalls) {
      expect(search.get('area')).toBe('workorder');
      expect(search.get('id')).toBe('42');
      expect(search.get('access')).toBe('write');
    }
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[0]).toMatchObject({
      method: 'PUT',
      url: `${BLOB}/x?sv=1&sig=abc`,
      headers: { 'x-ms-blob-type': 'BlockBlob' },
    });
    expect(FakeXhr.sent.map((put) => put.headers['content-type']).sort()).toEqual([
      'application/octet-stream',
      'application/pdf',
    ]);
    const pdfRecord = api
      .callsTo('POST /api/workorder/attachfile')
      .map((call) => call.body!)
      .find((body) => body.displayname === 'Work Request.pdf')!;
    expect(pdfRecord).toEqual({
      workorderid: 42,
      attachmenttypeid: 1,
      filename: expect.stringMatching(/^Work Request_\d{17}\.pdf$/) as unknown,
      displayname: 'Work Request.pdf',
      path: `workorder/42/${String(pdfRecord.filename)}`,
    });
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2));
    // The grid is read again.
    await waitFor(() =>
      expect(api.callsTo('GET /api/workorder/attachments').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows a failed file on its own line', async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/storage/getSAS': { status: 503, body: { message: 'File storage is not available.' } },
    });
    renderAs(userOf('Dispatchers'), <AttachmentsTab workOrder={workOrder()} />);
    await screen.findByText('roof.jpg');
    await chooseType('Vendor Photo');
    await userEvent.upload(
      screen.getByTestId('upload-input'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('File storage is not available.')).toBeInTheDocument();
  });

  it('previews jpg and pdf from a read SAS URL and downloads a gif under its display name', async () => {
    const api = stubApi({
      ...baseRoutes,
      'GET /api/storage/getSAS': sasFor('leak_20260304090507042.gif'),
      'GET /devstoreaccount1/attachments/workorder/42/leak_20260304090507042.gif': {
        status: 200,
        body: 'GIF89a',
      },
    });
    renderAs(userOf('Dispatchers'), <AttachmentsTab workOrder={workOrder()} />);

    await userEvent.click(await screen.findByRole('button', { name: 'roof.jpg' }));
    let dialog = await screen.findByRole('dialog', { name: 'roof.jpg' });
    expect(await within(dialog).findByRole('img', { name: 'roof.jpg' })).toHaveAttribute(
      'src',
      `${BLOB}/leak_20260304090507042.gif?sv=1&sig=abc`,
    );
    expect(api.callsTo('GET /api/storage/getSAS').at(-1)!.search.get('file')).toBe(
      'roof_20260304090507042.jpg',
    );
    expect(api.callsTo('GET /api/storage/getSAS').at(-1)!.search.get('access')).toBe('read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'quote.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'quote.pdf' });
    expect(await within(dialog).findByTitle('quote.pdf')).toHaveProperty('tagName', 'IFRAME');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'leak.gif' }));
    await waitFor(() => expect(saved).toEqual(['leak.gif']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers edit and delete to staff who may update, never on an Invoiced order', async () => {
    stubApi(baseRoutes);
    const first = renderAs(userOf('Dispatchers'), <AttachmentsTab workOrder={workOrder()} />);
    expect(await screen.findByRole('button', { name: 'Edit roof.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete roof.jpg' })).toBeInTheDocument();
    first.unmount();

    const invoiced = renderAs(
      userOf('Dispatchers'),
      <AttachmentsTab workOrder={workOrder({ statusid: STATUS.Invoiced, status: 'Invoiced' })} />,
    );
    expect(await screen.findByRole('button', { name: 'Download roof.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit roof.jpg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete roof.jpg' })).not.toBeInTheDocument();
    invoiced.unmount();

    renderAs(userOf('Vendor'), <AttachmentsTab workOrder={workOrder()} />);
    expect(await screen.findByRole('button', { name: 'Download roof.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit roof.jpg' })).not.toBeInTheDocument();
  });

  it('edits the display name and type, and deletes after a confirmation', async () => {
    const api = stubApi({
      ...baseRoutes,
      'PUT /api/workorder/updateattachment': { status: 200, body: ATTACHMENTS[1] },
      'DELETE /api/workorder/removeattachment/2': { status: 200, body: { id: 2 } },
    });
    renderAs(userOf('Dispatchers'), <AttachmentsTab workOrder={workOrder()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit quote.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attachment' });
    const name = within(dialog).getByLabelText(/Display Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Signed quote.pdf');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer Work Request' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Attachment')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/updateattachment')[0]!.body).toEqual({
      id: 2,
      displayname: 'Signed quote.pdf',
      attachmenttypeid: 1,
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete quote.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Attachment' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/workorder/removeattachment/2')).toHaveLength(1));
    expect(await screen.findByText('Removed Attachment')).toBeInTheDocument();
  });
});
