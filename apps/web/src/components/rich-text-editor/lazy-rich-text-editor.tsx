import { Box, FormHelperText, InputLabel } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

/** The toolbar's row, so the page does not move when the editor arrives. */
const TOOLBAR_HEIGHT = 41;

const load = () => import('./rich-text-editor');
const Editor = lazy(() => load().then((module) => ({ default: module.RichTextEditor })));

/**
 * Starts loading the editor (TipTap and ProseMirror, about 100 KB of gzip) before it is drawn: a screen that
 * always shows one calls it when its own code loads, so the editor arrives with the screen's data.
 */
export function preloadRichTextEditor() {
  void load().catch(() => undefined);
}

/**
 * The rich text editor, loaded on first use so that the screens without one (lists, dashboards, portals)
 * do not download it (docs/decisions/189). Until it arrives, an empty field of its size holds its place.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, minHeight = 160, isReadOnly = false, error } = props;
  return (
    <Suspense
      fallback={
        <Box aria-busy="true" sx={{ position: 'relative', width: '100%' }}>
          {label ? (
            <InputLabel
              shrink
              variant="outlined"
              sx={{ position: 'absolute', top: 0, left: 0, bgcolor: 'background.paper', px: 0.5, ml: -0.5 }}
            >
              {label}
            </InputLabel>
          ) : null}
          {/* The editor's frame: its toolbar's row (when editable) and the writing area, 16 px of padding. */}
          <Box
            sx={{
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              minHeight: minHeight + 16 + (isReadOnly ? 0 : TOOLBAR_HEIGHT),
            }}
          />
          {error ? (
            <FormHelperText error sx={{ mx: 1.75 }}>
              {error}
            </FormHelperText>
          ) : null}
        </Box>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
