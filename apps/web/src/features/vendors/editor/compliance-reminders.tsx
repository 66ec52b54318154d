import { COMPLIANCE_DOCUMENT_NAMES, type ComplianceThreshold } from '@dispatchwise/shared';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useComplianceReminders } from './api/get-compliance-reminders';

const THRESHOLD_TEXT: Record<ComplianceThreshold, string> = {
  '45': '45 days before',
  '15': '15 days before',
  expired: 'Expired',
};

const MAIL_TEXT: Record<string, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * The compliance reminders the daily job sent this vendor (issue 12, decision 146), newest first: when,
 * which document and threshold, to whom, and whether the e-mail went. Staff only.
 */
export function ComplianceReminders({ vendorid }: { vendorid: number }) {
  const reminders = useComplianceReminders(vendorid, true);
  const rows = reminders.data ?? [];
  return (
    <Box component="section" aria-label="Compliance reminders" sx={{ mt: 3 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        Compliance reminders
      </Typography>
      {reminders.isPending ? (
        <Typography variant="body2">Loading...</Typography>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No reminders sent yet. Expiring GL, WC and W9 paperwork is reminded 45 and 15 days ahead and once
          expired.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Compliance reminders sent">
            <TableHead>
              <TableRow>
                <TableCell>Reminded</TableCell>
                <TableCell>Document</TableCell>
                <TableCell>Reminder</TableCell>
                <TableCell>Expiry</TableCell>
                <TableCell>To</TableCell>
                <TableCell>E-mail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDateTime(row.createddate)}</TableCell>
                  <TableCell>{COMPLIANCE_DOCUMENT_NAMES[row.document]}</TableCell>
                  <TableCell>{THRESHOLD_TEXT[row.threshold]}</TableCell>
                  <TableCell>{formatDate(row.expirationdate)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.recipients}</TableCell>
                  <TableCell>
                    {MAIL_TEXT[row.mailstatus ?? ''] ?? '-'}
                    {row.sentat ? ` ${formatDateTime(row.sentat)}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
