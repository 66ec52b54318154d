import Close from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { failureMessage } from '../lib/http';

/** Spec B section 9: the proposal preview is 1200 by 750 (the invoice's follows it). */
export const DOCUMENT_PREVIEW_SIZE = { width: 1200, height: 750 } as const;

/** What a preview shows: the server's page of one document. */
export type DocumentPreviewSource = {
  /** Names the page in the query cache, e.g. ['invoice-preview', 7]. */
  key: readonly unknown[];
  /** Asks the server for the page (a self-contained HTML document). */
  load: (signal: AbortSignal) => Promise<string>;
};

export type DocumentPreviewDialogProps = {
  /** 'Proposal Preview', 'Invoice Preview'. */
  title: string;
  /** The document to show, or null: closed. */
  source: DocumentPreviewSource | null;
  onClose: () => void;
};

/**
 * A document as the customer will read it (docs/decisions/138, 139): the server's preview HTML in a sandboxed
 * frame that runs no script, 1200x750 where it fits and full screen on phones, loaded each time it opens.
 */
export function DocumentPreviewDialog({ title, source, onClose }: DocumentPreviewDialogProps) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  // The document may change between two opens (a line added): never serve a kept page.
  const page = useQuery({
    queryKey: ['document-preview', ...(source?.key ?? [])],
    queryFn: ({ signal }) => source!.load(signal),
    enabled: source !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      fullScreen={isSmall}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: isSmall
            ? undefined
            : {
                width: DOCUMENT_PREVIEW_SIZE.width,
                height: DOCUMENT_PREVIEW_SIZE.height,
                maxWidth: '95vw',
                maxHeight: '95vh',
              },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label="Close preview"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: 0 }}>
        {page.isError || (page.isSuccess && !page.data) ? (
          <Alert severity="error" sx={{ m: 2, alignSelf: 'flex-start' }}>
            {failureMessage('The preview could not be loaded', page.error)}
          </Alert>
        ) : page.isPending ? (
          <Box sx={{ m: 'auto' }}>
            <CircularProgress aria-label="Loading the preview" />
          </Box>
        ) : (
          <Box
            component="iframe"
            title={title}
            srcDoc={page.data}
            // The page is the server's and has no script; an empty sandbox keeps it so (no script, no origin).
            sandbox=""
            sx={{ flex: 1, border: 0, width: '100%', height: '100%', bgcolor: 'common.white' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
