import {
  canImportWorkOrders,
  WORK_ORDER_FILE_FORMATS,
  WORK_ORDER_IMPORT_MESSAGES,
  type WorkOrderFileProduct,
} from '@dispatchwise/shared';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DropZone } from '../../components/drop-zone';
import { failureMessage } from '../../lib/http';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { importFromServiceChannel, importWorkOrderFile } from './api/import-work-orders';
import { FileResults, type FileResult } from './file-results';

/** The file import's failure toast stays 5 seconds (spec C 8). */
export const FILE_ERROR_TOAST_MS = 5000;
const SERVICE_CHANNEL = 'servicechannel';
type Source = typeof SERVICE_CHANNEL | WorkOrderFileProduct;

/**
 * Import Work Orders (/workorder/import; spec C 2.11; docs/decisions/169-171): the source first; by PO from
 * ServiceChannel (the order opens when imported), or a customer's files, each uploaded as soon as it is
 * chosen or dropped and listed with its order. A failed file marks the uploader invalid.
 */
export default function WorkOrderImportPage() {
  const user = useSessionUser();
  const toast = useToast();
  const navigate = useNavigate();
  const canImport = canImportWorkOrders(user);
  const [source, setSource] = useState<Source>(SERVICE_CHANNEL);
  const [po, setPo] = useState('');
  const [isImporting, setIsImporting] = useState(false);
  const [results, setResults] = useState<FileResult[]>([]);
  const nextKey = useRef(1);
  const format = WORK_ORDER_FILE_FORMATS.find((entry) => entry.product === source);
  const isInvalid = results.some((result) => result.state === 'failed');

  const update = (key: number, change: Partial<FileResult>) =>
    setResults((list) => list.map((row) => (row.key === key ? ({ ...row, ...change } as FileResult) : row)));

  const handleImportPo = async (event: FormEvent) => {
    event.preventDefault();
    setIsImporting(true);
    try {
      const order = await importFromServiceChannel(po.trim());
      toast(
        order.isexisting
          ? `Work Order #${order.wonumber} was already imported`
          : `Work Order #${order.wonumber} imported`,
        order.isexisting ? 'info' : 'success',
      );
      void navigate(`/workorder/details?id=${order.id}`);
    } catch (error) {
      toast(failureMessage(WORK_ORDER_IMPORT_MESSAGES.apiFailed, error), 'error');
    } finally {
      setIsImporting(false);
    }
  };

  const handleFiles = (files: File[]) => {
    if (!format) return;
    for (const file of files) {
      const key = nextKey.current++;
      setResults((list) => [{ key, name: file.name, progress: 0, state: 'uploading' }, ...list]);
      importWorkOrderFile({ format, file, onProgress: (progress) => update(key, { progress }) }).then(
        (order) => update(key, { state: 'imported', order, progress: 1 }),
        (error: unknown) => {
          const message = failureMessage(WORK_ORDER_IMPORT_MESSAGES.fileFailed, error);
          update(key, { state: 'failed', message });
          toast(message, 'error', FILE_ERROR_TOAST_MS);
        },
      );
    }
  };

  const handleSourceChange = (next: Source) => {
    setSource(next);
    setResults([]);
  };

  const handleCancel = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate('/workorder');
  };

  return (
    <Paper sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        Import Work Orders
      </Typography>
      <TextField
        select
        label="Source"
        value={source}
        onChange={(event) => handleSourceChange(event.target.value as Source)}
        sx={{ maxWidth: 480 }}
      >
        <MenuItem value={SERVICE_CHANNEL}>ServiceChannel (by PO Number)</MenuItem>
        {WORK_ORDER_FILE_FORMATS.map((entry) => (
          <MenuItem key={entry.product} value={entry.product}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
      {format ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {`Choose or drop one or more ${format.extension} files: each is imported as soon as it is chosen, one work order per file, for ${format.label.replace(/ \(.*\)$/, '')}.`}
          </Typography>
          <DropZone
            isEnabled={canImport}
            prompt="Drop files here or"
            disabledText="You are not allowed to import work orders."
            buttonLabel="Select files"
            zoneLabel="Work order files"
            inputLabel="Work order files to import"
            testIds={{ zone: 'wo-import-zone', input: 'wo-import-input' }}
            isMultiple
            accept={format.extension}
            sx={isInvalid ? { borderColor: 'error.main' } : undefined}
            onFiles={handleFiles}
          />
          {isInvalid ? (
            <Typography variant="body2" color="error" role="alert">
              Some files were not imported: see the reasons below.
            </Typography>
          ) : null}
          <FileResults results={results} />
        </Box>
      ) : (
        <Box
          component="form"
          onSubmit={handleImportPo}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <TextField
            label="PO Number"
            value={po}
            onChange={(event) => setPo(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ width: 320, maxWidth: '100%' }}
          />
          <Button type="submit" variant="contained" disabled={!canImport || isImporting}>
            {isImporting ? 'Importing...' : 'Import'}
          </Button>
        </Box>
      )}
      <Box>
        <Button onClick={handleCancel}>Cancel</Button>
      </Box>
    </Paper>
  );
}
