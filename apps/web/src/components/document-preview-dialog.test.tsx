import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DocumentPreviewDialog, type DocumentPreviewSource } from './document-preview-dialog';

const PAGE = '<!doctype html><html><body><h1>Invoice INV-7</h1><script>alert(1)</script></body></html>';

function render(source: DocumentPreviewSource | null, onClose = vi.fn()) {
  renderWithProviders(<DocumentPreviewDialog title="Invoice Preview" source={source} onClose={onClose} />);
  return onClose;
}

describe('DocumentPreviewDialog', () => {
  it('waits for the page, then shows it in a frame that runs no script; Close closes', async () => {
    let answer: (html: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onClose = render({ key: ['invoice', 7], load });
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Preview' });
    expect(within(dialog).getByLabelText('Loading the preview')).toBeInTheDocument();
    answer(PAGE);
    const frame = await within(dialog).findByTitle('Invoice Preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('srcdoc', PAGE);
    // An empty sandbox: no script, no same origin, no forms, no popups.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why when the page cannot be loaded, and when the answer holds no page', async () => {
    render({
      key: ['invoice', 8],
      load: () => Promise.reject(new Error('A rejected invoice is not printed.')),
    });
    expect(
      await screen.findByText('The preview could not be loaded: A rejected invoice is not printed.'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Invoice Preview')).not.toBeInTheDocument();
  });

  it('an empty answer is no page', async () => {
    render({ key: ['invoice', 9], load: () => Promise.resolve('') });
    expect(await screen.findByText('The preview could not be loaded')).toBeInTheDocument();
  });

  it('is closed without a source and asks for nothing', async () => {
    render(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
