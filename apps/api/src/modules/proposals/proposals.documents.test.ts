import { describe, expect, it } from 'vitest';
import { expectStaffOnlyDocuments, pdfText } from '../../../test/documents';
import { createTestContext } from '../../../test/helpers';
import { act as actOnProposal, createOrder as createOrderOf, saveProposal } from './proposals.test-fixtures';

// The proposal's Preview and PDF (spec B section 7 "generatewoproposal"; issue 11 "Documents";
// docs/decisions/138) of a real order, who reaches them, and what a hostile request gets.

const ctx = createTestContext();
const dispatcher = () => ctx.asRole('Dispatchers');
const createOrder = () => createOrderOf(ctx.db);

describe('POST /workorder/generatewoproposal', () => {
  it('previews the proposal as HTML and prints it as a PDF named after the order, totals as the hand calculation', async () => {
    const order = await createOrder();
    const proposal = await saveProposal(dispatcher(), order.id, {
      scopeofworkformatted: '<p>Replace the flashing <script>alert(1)</script>over the entrance.</p>',
    });

    const preview = await dispatcher().post('/api/workorder/generatewoproposal', {
      id: proposal.id,
      preview: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preview.body).toContain(order.wonumber);
    expect(preview.body).toContain('Proposal CP-1001');
    expect(preview.body).toContain('Replace the flashing over the entrance.');
    // Subtotal $402.55, taxes $8.88, total $411.43 (THREE_LINES of the test fixtures).
    for (const money of ['$237.50', '$108.93', '$402.55', '$8.88', '$411.43'])
      expect(preview.body).toContain(money);
    expect(preview.body).not.toContain('<script');

    const pdf = await dispatcher().post('/api/workorder/generatewoproposal', {
      id: proposal.id,
      preview: false,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const filename = `${order.wonumber}_proposal_${proposal.id}.pdf`;
    expect(pdf.headers.filename).toBe(filename);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    const { pages, text } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Proposal CP-1001');
    expect(text).toContain(order.wonumber);
    for (const money of ['$402.55', '$8.88', '$411.43']) expect(text).toContain(money);
  });

  it('prints on A4 when asked, any status prints, and refuses what it cannot read', async () => {
    const order = await createOrder();
    const proposal = await saveProposal(dispatcher(), order.id);
    await actOnProposal(dispatcher(), 'complete', proposal.id);
    await actOnProposal(dispatcher(), 'reject', proposal.id);
    const a4 = await dispatcher().post('/api/workorder/generatewoproposal', {
      id: proposal.id,
      pageSize: 'A4',
    });
    expect(a4.statusCode, a4.body).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');

    const refused = [
      [{ id: proposal.id, pageSize: 'B5' }, 400],
      [{ id: proposal.id, preview: 'yes' }, 400],
      [{ id: '1e3' }, 400],
      [{}, 400],
      [{ id: 2_000_000_000 }, 404],
    ] as const;
    for (const [body, status] of refused) {
      const response = await dispatcher().post('/api/workorder/generatewoproposal', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
  });
});

describe('who reaches the proposal documents', () => {
  it('staff print; Vendor, Tech and Customer users are refused even on their own order; anonymous 401', async () => {
    const order = await createOrder();
    const proposal = await saveProposal(dispatcher(), order.id);
    const calls = [
      ['/api/workorder/generatewoproposal', { id: proposal.id, preview: true }],
      ['/api/workorder/generatewoproposal', { id: proposal.id, preview: false }],
    ] as const;
    await expectStaffOnlyDocuments(ctx, order, calls);
  });
});
