import { RICH_TEXT_FONT_SIZES, RICH_TEXT_FONTS } from '@dispatchwise/shared';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import { Box, Divider, IconButton, MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { Tooltip } from '../tooltip';
import { toFontSize } from './html-text';

export type Block = 'paragraph' | '1' | '2' | '3';
const BLOCKS: { value: Block; label: string }[] = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
];
export const FONT_SIZES = RICH_TEXT_FONT_SIZES.map(toFontSize);
/** The selects' value for "no font" and "no size". */
export const DEFAULT = '';

/** What the toolbar shows for the current selection. */
export type ToolbarState = {
  isBold: boolean;
  isItalic: boolean;
  isUnderline: boolean;
  isStrike: boolean;
  isBulletList: boolean;
  isOrderedList: boolean;
  block: Block;
  fontFamily: string;
  fontSize: string;
  canUndo: boolean;
  canRedo: boolean;
};

/** What a toolbar button or select does; the editor carries it out. */
export type ToolbarCommand =
  | { kind: 'block'; value: Block }
  | { kind: 'font'; value: string }
  | { kind: 'size'; value: string }
  | { kind: 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'undo' | 'redo' };

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

/**
 * The formatting toolbar as drawn: the same for the editor and for its stand-in before the editor has loaded
 * (decision 201), so the two look alike by construction.
 */
export function RichTextToolbarView({
  state,
  onCommand,
}: {
  state: ToolbarState;
  onCommand: (command: ToolbarCommand) => void;
}) {
  const handleBlock = (event: SelectChangeEvent<Block>) =>
    onCommand({ kind: 'block', value: event.target.value as Block });
  const handleFont = (event: SelectChangeEvent) => onCommand({ kind: 'font', value: event.target.value });
  const handleSize = (event: SelectChangeEvent) => onCommand({ kind: 'size', value: event.target.value });

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
      <ToolButton label="Bold" isActive={state.isBold} onClick={() => onCommand({ kind: 'bold' })}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton label="Italic" isActive={state.isItalic} onClick={() => onCommand({ kind: 'italic' })}>
        <FormatItalic fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Underline"
        isActive={state.isUnderline}
        onClick={() => onCommand({ kind: 'underline' })}
      >
        <FormatUnderlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Strikethrough"
        isActive={state.isStrike}
        onClick={() => onCommand({ kind: 'strike' })}
      >
        <StrikethroughS fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label="Bulleted list"
        isActive={state.isBulletList}
        onClick={() => onCommand({ kind: 'bulletList' })}
      >
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        isActive={state.isOrderedList}
        onClick={() => onCommand({ kind: 'orderedList' })}
      >
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Undo" isDisabled={!state.canUndo} onClick={() => onCommand({ kind: 'undo' })}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label="Redo" isDisabled={!state.canRedo} onClick={() => onCommand({ kind: 'redo' })}>
        <Redo fontSize="small" />
      </ToolButton>
    </Box>
  );
}
