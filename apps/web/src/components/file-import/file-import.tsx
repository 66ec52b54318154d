import { MAX_IMPORT_BYTES, IMPORT_MESSAGES, type ImportReport } from '@dispatchwise/shared';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DropZone } from '../drop-zone';

// The report (its grid of refused rows) loads with the first answer: the screen opens on the drop area.
const ImportReportView = lazy(() =>
  import('./import-report-view').then((module) => ({ default: module.ImportReportView })),
);

export type FileImportProps = {
  /** The one extension taken, with its dot. */
  extension: '.xlsx' | '.csv';
  /** Other extensions taken too (the vendor line import's '.xls'; the server says what it makes of them). */
  alsoAccepts?: readonly string[];
  isEnabled: boolean;
  disabledText: string;
  /** The rows' noun, plural, for the result ('job sites'). */
  noun: string;
  /** Sends the file (lib/http `uploadFile`), reporting the share sent; answers the import's report. */
  onImport: (file: File, onProgress: (fraction: number) => void) => Promise<ImportReport>;
  /** After an import that wrote its rows. */
  onImported?: (report: ImportReport) => void;
};

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending'; name: string; fraction: number }
  | { kind: 'importing'; name: string }
  | { kind: 'done'; name: string; report: ImportReport }
  | { kind: 'failed'; message: string };

export const ONE_FILE_ONLY = 'Choose one file.';
const REFUSED_TYPE: Record<FileImportProps['extension'], string> = {
  '.xlsx': IMPORT_MESSAGES.onlyXlsx,
  '.csv': IMPORT_MESSAGES.onlyCsv,
};

/**
 * An import of one file (spec A "Job-site list and imports"; decision 150): the drop area, a progress bar
 * while the file goes up and the server reads it, then the report. The type and size are checked before
 * anything is sent.
 */
export function FileImport({
  extension,
  alsoAccepts = [],
  isEnabled,
  disabledText,
  noun,
  onImport,
  onImported,
}: FileImportProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const isBusy = phase.kind === 'sending' || phase.kind === 'importing';
  const extensions = [extension, ...alsoAccepts];
  const typesText = extensions.join(' or ');

  const handleFiles = async (files: File[]) => {
    const [file] = files;
    if (!file || files.length > 1) return setPhase({ kind: 'failed', message: ONE_FILE_ONLY });
    if (!extensions.some((taken) => file.name.toLowerCase().endsWith(taken)))
      return setPhase({
        kind: 'failed',
        message:
          alsoAccepts.length > 0
            ? `Only ${extensions.join(' or ')} files can be imported.`
            : REFUSED_TYPE[extension],
      });
    if (file.size > MAX_IMPORT_BYTES) return setPhase({ kind: 'failed', message: IMPORT_MESSAGES.tooLarge });
    setPhase({ kind: 'sending', name: file.name, fraction: 0 });
    try {
      const report = await onImport(file, (fraction) =>
        setPhase(
          fraction < 1
            ? { kind: 'sending', name: file.name, fraction }
            : { kind: 'importing', name: file.name },
        ),
      );
      setPhase({ kind: 'done', name: file.name, report });
      if (report.errors.length === 0) onImported?.(report);
    } catch (error) {
      const { reportOf } = await import('./report-of');
      const report = reportOf(error);
      if (report) setPhase({ kind: 'done', name: file.name, report });
      else setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DropZone
        isEnabled={isEnabled && !isBusy}
        prompt={`Drop one ${typesText} file here or`}
        disabledText={isBusy ? 'Importing…' : disabledText}
        buttonLabel="Select file"
        zoneLabel={`Upload a ${typesText} file`}
        inputLabel={`${typesText} file to import`}
        testIds={{ zone: 'import-drop', input: 'import-input' }}
        accept={extensions.join(',')}
        sx={{ minHeight: 88, flexWrap: 'wrap' }}
        onFiles={(files) => void handleFiles(files)}
      />
      {phase.kind === 'sending' || phase.kind === 'importing' ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">
            {phase.kind === 'sending' ? `Uploading ${phase.name}…` : `Importing ${phase.name}…`}
          </Typography>
          <LinearProgress
            aria-label="Import progress"
            variant={phase.kind === 'sending' ? 'determinate' : 'indeterminate'}
            value={phase.kind === 'sending' ? Math.round(phase.fraction * 100) : undefined}
          />
        </Box>
      ) : null}
      {phase.kind === 'failed' ? <Alert severity="error">{phase.message}</Alert> : null}
      {phase.kind === 'done' ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle2">{phase.name}</Typography>
          <Suspense>
            <ImportReportView report={phase.report} noun={noun} />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
