import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/http';
import { PreviewShell } from './preview-shell';

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
  /** The popup's size where it fits (the customer portal's preview is 800x750, spec C 2.9). */
  size?: { width: number; height: number };
};

/**
 * A document as the customer will read it (docs/decisions/138, 139): the server's preview HTML in a sandboxed
 * frame that runs no script, 1200x750 where it fits and full screen on phones, loaded each time it opens.
 */
export function DocumentPreviewDialog({
  title,
  source,
  onClose,
  size = DOCUMENT_PREVIEW_SIZE,
}: DocumentPreviewDialogProps) {
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
    <PreviewShell isOpen={source !== null} title={title} size={size} onClose={onClose}>
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
    </PreviewShell>
  );
}
