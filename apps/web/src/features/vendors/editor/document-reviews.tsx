import { ATTACHMENT_TYPE, toIsoDate } from '@dispatchwise/shared';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormDateField } from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { acceptDocument } from './api/accept-document';
import {
  documentReviewKeys,
  useDocumentReviews,
  type VendorDocumentReview,
} from './api/get-document-reviews';
import { vendorKeys } from './api/query-keys';

/** The toast after Accept (the spec names none; decision 161). */
export const DOCUMENT_ACCEPTED = 'Document accepted';

/**
 * An expiry is read from the certificate (COI, WC): no default, the reviewer types it. A W9 or profile is
 * dated the day it is accepted unless the reviewer says otherwise (decision 161).
 */
const EXPIRY_TYPES: readonly number[] = [ATTACHMENT_TYPE.Coi, ATTACHMENT_TYPE.Wc];

// A superRefine, not a refine with a type guard: the form wants the same type in and out.
const acceptSchema = z.object({
  date: z
    .date({ error: 'Date is invalid.' })
    .nullable()
    .superRefine((value, context) => {
      if (!value) context.addIssue({ code: 'custom', message: 'Date is required.' });
      else if (Number.isNaN(value.getTime()))
        context.addIssue({ code: 'custom', message: 'Date is invalid.' });
    }),
});
type AcceptValues = z.infer<typeof acceptSchema>;

type Props = { vendorid: number; canAccept: boolean };

/**
 * The vendor's compliance uploads waiting for review (issue 15, decision 157): shown on the staff editor's
 * Details tab while there are any; Accept takes the date the document gives and sets the vendor's field
 * of its type, and the form shows the new date.
 */
export function DocumentReviews({ vendorid, canAccept }: Props) {
  const caption = useCaptions();
  const reviews = useDocumentReviews(vendorid, true);
  const [accepting, setAccepting] = useState<VendorDocumentReview | null>(null);
  const rows = reviews.data ?? [];
  if (reviews.isError) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        The documents waiting for review could not be loaded.
      </Alert>
    );
  }
  if (rows.length === 0) return null;

  const fieldName = (row: VendorDocumentReview) => (row.datefield ? caption('vendor', row.datefield) : '-');
  return (
    <Box
      component="section"
      aria-label="Documents waiting for review"
      sx={{ mb: 2.5, p: 1.5, border: 1, borderColor: 'warning.main', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Documents waiting for review ({rows.length})
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Uploads waiting for review" sx={{ minWidth: 680 }}>
          <TableHead>
            <TableRow>
              <TableCell>Document</TableCell>
              <TableCell>File</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell>Sets</TableCell>
              <TableCell>Now</TableCell>
              {canAccept ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.attachmenttype}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.displayname || row.filename}</TableCell>
                <TableCell>
                  {formatDateTime(row.createddate)}
                  {row.createdbyuser ? ` by ${row.createdbyuser}` : ''}
                </TableCell>
                <TableCell>{fieldName(row)}</TableCell>
                <TableCell>{formatDate(row.currentdate) || '-'}</TableCell>
                {canAccept ? (
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Accept ${row.displayname || row.filename}`}
                      onClick={() => setAccepting(row)}
                    >
                      Accept
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <AcceptDocumentDialog
        vendorid={vendorid}
        review={accepting}
        label={accepting ? fieldName(accepting) : ''}
        onClose={() => setAccepting(null)}
      />
    </Box>
  );
}

type DialogProps = {
  vendorid: number;
  review: VendorDocumentReview | null;
  label: string;
  onClose: () => void;
};

/** Accept: the date to set (e.g. the COI's expiry), POST /vendor/acceptdocument, then the record again. */
function AcceptDocumentDialog({ vendorid, review, label, onClose }: DialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const defaultValues = useMemo<AcceptValues>(
    () => ({
      date: review && !EXPIRY_TYPES.includes(review.attachmenttypeid) ? new Date() : null,
    }),
    [review],
  );

  const handleSubmit = async ({ date }: AcceptValues) => {
    if (!review || !date) return;
    await acceptDocument({ id: review.id, date: toIsoDate(date) });
    toast(DOCUMENT_ACCEPTED, 'success');
    onClose();
    // The vendor's date changed (the editor's form shows it) and the list's mark may go.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.detail(vendorid) }),
      queryClient.invalidateQueries({ queryKey: documentReviewKeys.all }),
    ]);
  };

  return (
    <FormDialog<AcceptValues>
      isOpen={review !== null}
      title="Accept Document"
      width={420}
      schema={acceptSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
      submitLabel="Accept"
    >
      {({ control }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Typography variant="body2">
            {review?.attachmenttype}: {review?.displayname || review?.filename}
          </Typography>
          <FormDateField control={control} name="date" label={label} isRequired />
        </Box>
      )}
    </FormDialog>
  );
}
