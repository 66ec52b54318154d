import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCaptions } from '../../../lib/captions';
import { formatDate } from '../../../lib/format';
import type { InvoicingRow } from '../api/types';
import { moneyCell, NewTabLink, vendorHref } from './pending-cells';

/**
 * What an invoicing row sends besides its invoice: on Completed Invoicing the order's vendor bills that go
 * with it, and the invoice's lines as they go to QuickBooks.
 */
export function InvoiceDetail({ row }: { row: InvoicingRow }) {
  const caption = useCaptions();
  const bill = (field: string) => caption('vendorbilling', field);
  const line = (field: string) => caption('pendinginvoiceline', field);
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 1, maxWidth: 1100 }}>
      {row.pendingVendorBilling.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            Vendor bills of {row.workorderNumber}
          </Typography>
          <Table size="small" aria-label={`Vendor bills of ${row.workorderNumber}`}>
            <TableHead>
              <TableRow>
                <TableCell>{bill('vendorName')}</TableCell>
                <TableCell>{bill('vendorInvoiceNumber')}</TableCell>
                <TableCell align="right">{bill('vendorAmount')}</TableCell>
                <TableCell>{bill('vendorInvoiceApprovedBy')}</TableCell>
                <TableCell>{bill('vendorInvoiceApprovedDate')}</TableCell>
                <TableCell>{bill('approvedByAccounting')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {row.pendingVendorBilling.map((vendorBill) => (
                <TableRow key={vendorBill.workorderVendorId}>
                  <TableCell>
                    <NewTabLink href={vendorHref(vendorBill.vendorId)}>{vendorBill.vendorName}</NewTabLink>
                  </TableCell>
                  <TableCell>{vendorBill.vendorInvoiceNumber ?? ''}</TableCell>
                  <TableCell align="right">{moneyCell(vendorBill.vendorAmount)}</TableCell>
                  <TableCell>{vendorBill.vendorInvoiceApprovedBy ?? ''}</TableCell>
                  <TableCell>
                    {vendorBill.vendorInvoiceApprovedDate
                      ? formatDate(vendorBill.vendorInvoiceApprovedDate)
                      : ''}
                  </TableCell>
                  <TableCell>
                    {vendorBill.approvedByAccounting ? (
                      <Chip size="small" label="Queued" variant="outlined" />
                    ) : (
                      ''
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3">
          Invoice lines of {row.workorderNumber}
        </Typography>
        {row.pendingCustomerInvoicingDetails.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            This invoice has no lines.
          </Typography>
        ) : (
          <Table size="small" aria-label={`Invoice lines of ${row.workorderNumber}`}>
            <TableHead>
              <TableRow>
                <TableCell>{line('itemType')}</TableCell>
                <TableCell>{line('itemDescription')}</TableCell>
                <TableCell align="right">{line('itemQuantity')}</TableCell>
                <TableCell align="right">{line('itemPrice')}</TableCell>
                <TableCell align="right">{line('itemTaxRate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {row.pendingCustomerInvoicingDetails.map((item, index) => (
                <TableRow key={index}>
                  <TableCell>{item.itemType}</TableCell>
                  <TableCell sx={{ whiteSpace: 'normal' }}>{item.itemDescription ?? ''}</TableCell>
                  <TableCell align="right">{Number(item.itemQuantity).toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{moneyCell(item.itemPrice)}</TableCell>
                  <TableCell align="right">{`${Number(item.itemTaxRate).toLocaleString('en-US')}%`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}
