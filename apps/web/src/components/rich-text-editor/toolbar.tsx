import { RICH_TEXT_FONTS } from '@dispatchwise/shared';
import { useEditorState, type Editor } from '@tiptap/react';
import { firstFontFamily } from './html-text';
import {
  DEFAULT,
  FONT_SIZES,
  RichTextToolbarView,
  type Block,
  type ToolbarCommand,
  type ToolbarState,
} from './toolbar-view';

/** What the toolbar shows for the current selection; re-read on every transaction. */
function selectToolbarState({ editor }: { editor: Editor }): ToolbarState {
  const { fontFamily, fontSize } = editor.getAttributes('textStyle') as Record<string, unknown>;
  const family = firstFontFamily(fontFamily);
  const heading = ([1, 2, 3] as const).find((level) => editor.isActive('heading', { level }));
  return {
    isBold: editor.isActive('bold'),
    isItalic: editor.isActive('italic'),
    isUnderline: editor.isActive('underline'),
    isStrike: editor.isActive('strike'),
    isBulletList: editor.isActive('bulletList'),
    isOrderedList: editor.isActive('orderedList'),
    block: (heading ? String(heading) : 'paragraph') as Block,
    fontFamily: (RICH_TEXT_FONTS as readonly string[]).includes(family) ? family : DEFAULT,
    fontSize: typeof fontSize === 'string' && FONT_SIZES.includes(fontSize) ? fontSize : DEFAULT,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The toolbar bound to a TipTap editor. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({ editor, selector: selectToolbarState });
  const handleCommand = (command: ToolbarCommand) => {
    const chain = editor.chain().focus();
    switch (command.kind) {
      case 'block':
        if (command.value === 'paragraph') chain.setParagraph().run();
        else chain.setHeading({ level: Number(command.value) as 1 | 2 | 3 }).run();
        return;
      case 'font':
        if (command.value === DEFAULT) chain.unsetFontFamily().run();
        else chain.setFontFamily(command.value).run();
        return;
      case 'size':
        if (command.value === DEFAULT) chain.unsetFontSize().run();
        else chain.setFontSize(command.value).run();
        return;
      case 'bold':
        chain.toggleBold().run();
        return;
      case 'italic':
        chain.toggleItalic().run();
        return;
      case 'underline':
        chain.toggleUnderline().run();
        return;
      case 'strike':
        chain.toggleStrike().run();
        return;
      case 'bulletList':
        chain.toggleBulletList().run();
        return;
      case 'orderedList':
        chain.toggleOrderedList().run();
        return;
      case 'undo':
        chain.undo().run();
        return;
      case 'redo':
        chain.redo().run();
    }
  };
  return <RichTextToolbarView state={state} onCommand={handleCommand} />;
}
