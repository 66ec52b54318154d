import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextEditor } from './lazy-rich-text-editor';
import { startToolbarState } from './static-content';

describe('RichTextEditor loaded on use (decision 201)', () => {
  it('draws the text, its label and the toolbar before the editor loads, and loads it when focused', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor
        isLoadedOnUse
        label="Description"
        value={'<h2>Leak</h2><p>Under the <strong>sink</strong>  and\n the tap</p>'}
        onChange={onChange}
      />,
    );
    const standIn = screen.getByRole('textbox', { name: 'Description' });
    expect(standIn).not.toHaveAttribute('contenteditable');
    expect(standIn.innerHTML).toBe('<h2>Leak</h2><p>Under the <strong>sink</strong> and the tap</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(within(toolbar).getByRole('combobox', { name: 'Text style' })).toHaveTextContent('Heading 2');

    fireEvent.focus(standIn);
    await vi.waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
          'contenteditable',
          'true',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'Under the sink and the tap',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never loads the editor for a read-only field', () => {
    renderWithProviders(
      <RichTextEditor
        isLoadedOnUse
        isReadOnly
        label="Description"
        value="<p>Invoiced</p>"
        onChange={() => undefined}
      />,
    );
    const standIn = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.focus(standIn);
    fireEvent.pointerDown(standIn);
    expect(screen.getByRole('textbox', { name: 'Description' })).not.toHaveAttribute('contenteditable');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('draws only what the editor keeps: no script, image, handler or script link', () => {
    renderWithProviders(
      <RichTextEditor
        isLoadedOnUse
        label="Description"
        value={
          '<p onclick="x()">A<img src="x" onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">link</a></p>plain'
        }
        onChange={() => undefined}
      />,
    );
    const standIn = screen.getByRole('textbox', { name: 'Description' });
    expect(standIn.innerHTML).toBe(
      '<p>A <a target="_blank" rel="noopener noreferrer nofollow">link</a></p><p>plain</p>',
    );
  });

  it('starts the toolbar where the caret starts: the first text', () => {
    expect(
      startToolbarState(
        '<ul><li><p><em><span style="font-family: Georgia; font-size: 14pt">x</span></em></p></li></ul>',
      ),
    ).toMatchObject({
      isBulletList: true,
      isItalic: true,
      fontFamily: 'Georgia',
      fontSize: '14pt',
      block: 'paragraph',
    });
    expect(startToolbarState('')).toMatchObject({ isBold: false, block: 'paragraph', canUndo: false });
  });
});
