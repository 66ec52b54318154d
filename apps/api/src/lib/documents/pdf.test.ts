import { describe, expect, it } from 'vitest';
import { buildTablePdfDefinition, createTablePdf, htmlToText, renderPdf, toWinAnsi } from './pdf';

const table = {
  title: 'Work Order 100123 - Notes',
  subtitle: 'Printed 03/14/2025',
  columns: [{ header: '#', width: 20 }, { header: 'Note', width: '*' as const }, { header: 'Type' }],
  rows: [
    ['2', 'Roof fixed', 'Customer'],
    ['1', 'Sent tech', 'Internal'],
  ],
};

describe('buildTablePdfDefinition', () => {
  it('lays the table out on A3 landscape in Helvetica with a repeating header row', () => {
    const definition = buildTablePdfDefinition(table);
    expect(definition).toMatchObject({
      pageSize: 'A3',
      pageOrientation: 'landscape',
      defaultStyle: { font: 'Helvetica' },
      info: { title: 'Work Order 100123 - Notes' },
    });
    const content = definition.content as unknown[];
    expect(content[0]).toMatchObject({ text: 'Work Order 100123 - Notes' });
    expect(content[1]).toMatchObject({ text: 'Printed 03/14/2025' });
    const { table: pdfTable } = content[2] as {
      table: { headerRows: number; widths: unknown[]; body: { text: string }[][] };
    };
    expect(pdfTable.headerRows).toBe(1);
    expect(pdfTable.widths).toEqual([20, '*', 'auto']);
    expect(pdfTable.body.map((row) => row.map((cell) => cell.text))).toEqual([
      ['#', 'Note', 'Type'],
      ['2', 'Roof fixed', 'Customer'],
      ['1', 'Sent tech', 'Internal'],
    ]);
  });

  it('pads short rows to the column count and keeps only printable characters', () => {
    const definition = buildTablePdfDefinition({
      title: 'T',
      columns: [{ header: 'A' }, { header: 'B' }],
      rows: [['café – “ok” € 😀']],
    });
    const body = (definition.content as { table?: { body: { text: string }[][] } }[])[1]!.table!.body;
    expect(body[1]!.map((cell) => cell.text)).toEqual(['café – “ok” € ?', '']);
  });
});

describe('renderPdf / createTablePdf', () => {
  it('renders a PDF with the standard font and no font files', async () => {
    const buffer = await createTablePdf(table);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A3 landscape: 1190.55 x 841.89 points.
    expect(buffer.toString('latin1')).toMatch(/\/MediaBox \[0 0 1190\.55 841\.89\]/);
    expect(buffer.toString('latin1')).toContain('/BaseFont /Helvetica');
  });

  it('refuses a document that names a local file (local access policy)', async () => {
    await expect(
      renderPdf({ content: [{ image: '/etc/passwd' }], defaultStyle: { font: 'Helvetica' } }),
    ).rejects.toThrow(/denied by resource access policy/);
  });

  it('renders an empty table (header only)', async () => {
    const buffer = await createTablePdf({ ...table, rows: [] });
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('htmlToText', () => {
  it('turns rich text into plain lines', () => {
    expect(htmlToText('<p>Roof <b>leak</b> &amp; gutter</p><p>Call&nbsp;first<br>then go</p>')).toBe(
      'Roof leak & gutter\nCall first\nthen go',
    );
    expect(htmlToText('<script>alert(1)</script>5 &lt; 6 &#8364; &#x41;')).toBe('5 < 6 € A');
    expect(htmlToText(null)).toBe('');
  });

  it('keeps plain text as it is', () => {
    expect(htmlToText('Tech arrives Tuesday')).toBe('Tech arrives Tuesday');
  });
});

describe('toWinAnsi', () => {
  it('replaces characters the standard fonts cannot print', () => {
    expect(toWinAnsi('a\tb 日本')).toBe('a b ??');
  });
});

describe('plain text in PDFs (decision 117)', () => {
  it('prints markup typed in a plain-text field as the characters typed, never as markup', async () => {
    const typed = '<script>alert(1)</script> <img src=x onerror=alert(2)>';
    const definition = buildTablePdfDefinition({
      title: `Work Order ${typed}`,
      columns: [{ header: 'Note' }],
      rows: [[typed]],
    });
    const content = definition.content as { text?: string; table?: { body: { text: string }[][] } }[];
    expect(content[0]?.text).toBe(`Work Order ${typed}`);
    expect(content[1]?.table?.body[1]?.[0]?.text).toBe(typed);
    // pdfmake draws text runs: no HTML is interpreted, so nothing of it can run.
    expect((await renderPdf(definition)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
