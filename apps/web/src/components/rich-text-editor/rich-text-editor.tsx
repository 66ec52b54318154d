import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RICH_TEXT_EXTENSIONS } from './extensions';
import { RichTextFrame } from './frame';
import { RichTextToolbar } from './toolbar';

export type RichTextEditorProps = {
  /** HTML; '' is an empty document. */
  value: string;
  onChange: (html: string) => void;
  isReadOnly?: boolean;
  label?: string;
  /** Height of the writing area in px. */
  minHeight?: number;
  /** Validation message; marks the field as invalid. */
  error?: string;
  /** Puts the caret in the text once the editor starts (it replaces a stand-in the user focused). */
  isFocusedOnStart?: boolean;
};

const toValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich-text description (spec C 2.10): TipTap with StarterKit, fonts and sizes in pt, drawn as an MUI
 * outlined field. It keeps its own document while the user types and takes a new `value` from outside (a form
 * reset after load) without echoing it back through `onChange`.
 */
export function RichTextEditor({
  value,
  onChange,
  isReadOnly = false,
  label,
  minHeight = 160,
  error,
  isFocusedOnStart = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const [isFocused, setIsFocused] = useState(false);
  // The editor is created once with the first value; later values arrive through the effect below.
  const [initialContent] = useState(value);
  // The last HTML this component reported or was given, so a value that merely echoes a keystroke is ignored.
  const lastValue = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [label, labelId, error],
  );

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialContent,
    editable: !isReadOnly,
    autofocus: isFocusedOnStart ? 'start' : false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = toValue(current);
      if (html === lastValue.current) return;
      lastValue.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (editor.isDestroyed || editor.isEditable === !isReadOnly) return;
    // No update event: switching to read-only is not an edit.
    editor.setEditable(!isReadOnly, false);
  }, [editor, isReadOnly]);

  useEffect(() => {
    if (editor.isDestroyed || value === lastValue.current) return;
    lastValue.current = value;
    if (value === toValue(editor)) return;
    // A replaced document is not an edit: no onChange, and Undo does not bring the old one back.
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  return (
    <RichTextFrame
      label={label}
      labelId={labelId}
      isFocused={isFocused}
      isReadOnly={isReadOnly}
      error={error}
      minHeight={minHeight}
      toolbar={<RichTextToolbar editor={editor} />}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <EditorContent editor={editor} />
    </RichTextFrame>
  );
}
