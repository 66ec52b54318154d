import { describe, expect, it } from 'vitest';
import { docxText, expectStaffOnlyDocuments, pdfText } from '../../../test/documents';
import { createTestContext } from '../../../test/helpers';
import { createOrder as createOrderOf } from '../../../test/factories/orders';
import { actOnInvoice, saveInvoice } from './invoices.test-fixtures';

// The invoice's Preview, PDF and Word (spec B section 7 "generatewoinvoice, generatewordwoinvoice";
// issue 11 "Documents"; docs/decisions/138) of a real order, who reaches them, and what a hostile
// request gets.

const ctx = createTestContext();
const dispatcher = () => ctx.asRole('Dispatchers');
const createOrder = () => createOrderOf(ctx.db);

describe('POST /workorder/generatewoinvoice and generatewordwoinvoice', () => {
  it('previews, prints and writes the invoice as Word, each named by the filename header', async () => {
    const order = await createOrder();
    const invoice = await saveInvoice(dispatcher(), order.id);

    const preview = await dispatcher().post('/api/workorder/generatewoinvoice', {
      id: invoice.id,
      preview: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    // invoices.test-fixtures CENT_LINES: subtotal $19.00, taxes $0.03, total $19.03.
    for (const money of ['$18.50', '$0.33', '$19.00', '$0.03', '$19.03'])
      expect(preview.body).toContain(money);

    const pdf = await dispatcher().post('/api/workorder/generatewoinvoice', {
      id: invoice.id,
      preview: false,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers.filename).toMatch(new RegExp(`^${order.wonumber}_invoice_[A-Za-z0-9_-]+\\.pdf$`));
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain(order.wonumber);
    expect(text).toContain('$19.03');

    const word = await dispatcher().post('/api/workorder/generatewordwoinvoice', { invoiceid: invoice.id });
    expect(word.statusCode, word.body).toBe(200);
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.headers.filename).toBe(String(pdf.headers.filename).replace(/\.pdf$/, '.docx'));
    const wordText = docxText(word.rawPayload);
    expect(wordText).toContain(order.wonumber);
    expect(wordText).toContain('Replace the flashing over the entrance.');
    for (const money of ['$19.00', '$0.03', '$19.03']) expect(wordText).toContain(money);
  });

  it('a rejected invoice is previewed but neither printed nor written as Word (its PDF is hidden)', async () => {
    const order = await createOrder();
    const invoice = await saveInvoice(dispatcher(), order.id);
    await actOnInvoice(dispatcher(), 'reject', invoice.id);
    const preview = await dispatcher().post('/api/workorder/generatewoinvoice', {
      id: invoice.id,
      preview: true,
    });
    expect(preview.statusCode).toBe(200);
    for (const [path, body] of [
      ['/api/workorder/generatewoinvoice', { id: invoice.id }],
      ['/api/workorder/generatewordwoinvoice', { invoiceid: invoice.id }],
    ] as const) {
      const response = await dispatcher().post(path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ message: 'A rejected invoice is not printed.' });
    }
    const missing = await dispatcher().post('/api/workorder/generatewordwoinvoice', {
      invoiceid: 2_000_000_000,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('who reaches the invoice documents', () => {
  it('staff print; Vendor, Tech and Customer users are refused even on their own order; anonymous 401', async () => {
    const order = await createOrder();
    const invoice = await saveInvoice(dispatcher(), order.id);
    const calls = [
      ['/api/workorder/generatewoinvoice', { id: invoice.id, preview: true }],
      ['/api/workorder/generatewoinvoice', { id: invoice.id, preview: false }],
      ['/api/workorder/generatewordwoinvoice', { invoiceid: invoice.id }],
    ] as const;
    await expectStaffOnlyDocuments(ctx, order, calls);
  });
});
