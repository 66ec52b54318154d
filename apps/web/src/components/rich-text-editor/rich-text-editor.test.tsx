import type { Editor } from '@tiptap/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextEditor } from './rich-text-editor';

// TipTap hangs its instance on the ProseMirror element; the tests drive it there where jsdom cannot type.
const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

/** A form-like owner: keeps the HTML it is told and can replace it, as a form reset does. */
function Harness({
  initial,
  onChange,
  isReadOnly,
}: {
  initial: string;
  onChange: (html: string) => void;
  isReadOnly?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setValue('<p>Loaded from the server</p>')}>
        Reset
      </button>
      <RichTextEditor
        label="Description"
        value={value}
        isReadOnly={isReadOnly}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value under its label and does not report it back on mount', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="<p>Leak under <strong>sink</strong></p>" onChange={onChange} />);
    const textbox = screen.getByRole('textbox', { name: 'Description' });
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox.innerHTML).toContain('Leak under <strong>sink</strong>');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a new value from outside without echoing it, and Undo does not bring back the old one', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="<p>First draft</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const textbox = screen.getByRole('textbox', { name: 'Description' });
    expect(textbox).toHaveTextContent('Loaded from the server');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('reports edits as HTML and an emptied document as an empty string', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="" onChange={onChange} />);
    const editor = editorOf(screen.getByRole('textbox', { name: 'Description' }));
    act(() => {
      editor.commands.insertContent('Replace the filter');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Replace the filter</p>');
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('applies bold, a list, a font and a size from the toolbar', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="<p>Check the roof</p>" onChange={onChange} />);
    const editor = editorOf(screen.getByRole('textbox', { name: 'Description' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    act(() => {
      editor.commands.selectAll();
    });

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Check the roof</strong></p>');
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(within(toolbar).getByRole('combobox', { name: 'Font' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Georgia' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('font-family: Georgia'));

    await userEvent.click(within(toolbar).getByRole('combobox', { name: 'Font size' }));
    await userEvent.click(await screen.findByRole('option', { name: '14 pt' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('font-size: 14pt'));
    expect(within(toolbar).getByRole('combobox', { name: 'Font size' })).toHaveTextContent('14 pt');

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<ul><li><p>/));

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.not.stringContaining('<ul>'));
  });

  it('read-only hides the toolbar and makes the content non-editable', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="<p>Invoiced order</p>" onChange={onChange} isReadOnly />);
    const textbox = screen.getByRole('textbox', { name: 'Description' });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveTextContent('Invoiced order');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the validation message', () => {
    renderWithProviders(
      <RichTextEditor label="Description" value="" onChange={() => undefined} error="Too long." />,
    );
    expect(screen.getByText('Too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  });
});
