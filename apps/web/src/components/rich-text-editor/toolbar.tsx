import { RICH_TEXT_FONT_SIZES, RICH_TEXT_FONTS } from '@dispatchwise/shared';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import { Box, Divider, IconButton, MenuItem, Select, Tooltip, type SelectChangeEvent } from '@mui/material';
import { useEditorState, type Editor } from '@tiptap/react';
import type { MouseEvent, ReactNode } from 'react';
import { firstFontFamily, toFontSize } from './extensions';

type Block = 'paragraph' | '1' | '2' | '3';
const BLOCKS: { value: Block; label: string }[] = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
];
const FONT_SIZES = RICH_TEXT_FONT_SIZES.map(toFontSize);
const DEFAULT = '';

/** What the toolbar shows for the current selection; re-read on every transaction. */
function selectToolbarState({ editor }: { editor: Editor }) {
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

// Keeps the editor's selection: a mouse-down on a toolbar button would otherwise blur the text.
const keepSelection = (event: MouseEvent) => event.preventDefault();

function ToolButton({
  label,
  isActive,
  isDisabled = false,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  isDisabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={isActive}
          disabled={isDisabled}
          color={isActive ? 'primary' : 'default'}
          onMouseDown={keepSelection}
          onClick={onClick}
          sx={isActive ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const selectSx = { fontSize: 12, '& .MuiSelect-select': { py: 0.5 } } as const;

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({ editor, selector: selectToolbarState });
  const chain = () => editor.chain().focus();

  const handleBlock = (event: SelectChangeEvent<Block>) => {
    const value = event.target.value as Block;
    if (value === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(value) as 1 | 2 | 3 })
        .run();
  };
  const handleFont = (event: SelectChangeEvent) => {
    const value = event.target.value;
    if (value === DEFAULT) chain().unsetFontFamily().run();
    else chain().setFontFamily(value).run();
  };
  const handleSize = (event: SelectChangeEvent) => {
    const value = event.target.value;
    if (value === DEFAULT) chain().unsetFontSize().run();
    else chain().setFontSize(value).run();
  };

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Select<Block>
        size="small"
        value={state.block}
        onChange={handleBlock}
        inputProps={{ 'aria-label': 'Text style' }}
        sx={{ ...selectSx, minWidth: 110 }}
      >
        {BLOCKS.map((block) => (
          <MenuItem key={block.value} value={block.value} dense>
            {block.label}
          </MenuItem>
        ))}
      </Select>
      <Select
        size="small"
        value={state.fontFamily}
        onChange={handleFont}
        displayEmpty
        inputProps={{ 'aria-label': 'Font' }}
        sx={{ ...selectSx, minWidth: 130 }}
      >
        <MenuItem value={DEFAULT} dense>
          Default font
        </MenuItem>
        {RICH_TEXT_FONTS.map((font) => (
          <MenuItem key={font} value={font} dense sx={{ fontFamily: font }}>
            {font}
          </MenuItem>
        ))}
      </Select>
      <Select
        size="small"
        value={state.fontSize}
        onChange={handleSize}
        displayEmpty
        inputProps={{ 'aria-label': 'Font size' }}
        sx={{ ...selectSx, minWidth: 76 }}
      >
        <MenuItem value={DEFAULT} dense>
          Size
        </MenuItem>
        {RICH_TEXT_FONT_SIZES.map((points) => (
          <MenuItem key={points} value={toFontSize(points)} dense>
            {points} pt
          </MenuItem>
        ))}
      </Select>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Bold" isActive={state.isBold} onClick={() => chain().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton label="Italic" isActive={state.isItalic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalic fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Underline"
        isActive={state.isUnderline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Strikethrough"
        isActive={state.isStrike}
        onClick={() => chain().toggleStrike().run()}
      >
        <StrikethroughS fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label="Bulleted list"
        isActive={state.isBulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        isActive={state.isOrderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Undo" isDisabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label="Redo" isDisabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo fontSize="small" />
      </ToolButton>
    </Box>
  );
}
