import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useRef } from 'react';
import { FileImport } from '../../../components/file-import';
import { useToast } from '../../../lib/toast';
import { failureMessage } from '../../../lib/http';
import { downloadLineSample } from './api/invoice-calls';
import type { DocumentKindConfig, PortalDocument } from './portal-document';

type Props = {
  config: DocumentKindConfig;
  /** The saved draft the lines go to, or null: closed. */
  document: PortalDocument | null;
  /** The draft as the API answers it after the import (its lines appended). */
  onImported: (document: PortalDocument) => void;
  onClose: () => void;
};

const lineCount = (document: PortalDocument) =>
  document.labor.length + document.material.length + document.other.length;

/**
 * Import Lines (spec C 2.8 and 5: one .xlsx or .xls file): the shared one-file import with its row-level
 * report, and the sample sheet (sheets Labor, Materials, Other with the editor's captions). The API appends
 * the lines to the draft in one go, or refuses the whole file (decision 163).
 */
export function ImportLinesDialog({ config, document, onImported, onClose }: Props) {
  const titleId = useId();
  const toast = useToast();
  const imported = useRef<PortalDocument | null>(null);
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));

  const handleSample = async () => {
    try {
      await downloadLineSample();
    } catch (error) {
      toast(failureMessage('Failed to download the sample sheet', error), 'error');
    }
  };

  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={isSmall}
    >
      <DialogTitle id={titleId}>Import Lines</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          One Excel file with the sheets Labor, Materials and Other (any of them), their first row the
          editor&apos;s captions. Every row must be valid, or nothing is imported.{' '}
          <Link component="button" type="button" variant="body2" onClick={() => void handleSample()}>
            Download the sample sheet
          </Link>
        </Typography>
        {document ? (
          <FileImport
            extension=".xlsx"
            alsoAccepts={['.xls']}
            isEnabled
            disabledText=""
            noun="lines"
            onImport={async (file, onProgress) => {
              const answer = await config.importLines(document.id, file, onProgress);
              imported.current = answer;
              return { added: lineCount(answer) - lineCount(document), updated: 0, errors: [] };
            }}
            onImported={() => {
              if (imported.current) onImported(imported.current);
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
