import { Box, TextField, Typography } from '@mui/material';
import { useCaptions } from '../../../lib/captions';
import type { ManagementProvider } from './api/types';

/**
 * The Management Provider tab (spec C 2.3): the chosen provider's website, user id and password, read-only
 * (the password in a read-only password field). The provider is chosen on the Details tab.
 */
export function ManagementProviderPanel({ provider }: { provider: ManagementProvider | null }) {
  const caption = useCaptions();
  if (!provider) {
    return (
      <Typography color="text.secondary">
        No management provider. Choose one under {caption('customer', 'managementproviderid')} on the Details
        tab.
      </Typography>
    );
  }
  const field = (name: keyof ManagementProvider, value: string | null, type = 'text') => (
    <TextField
      size="small"
      label={caption('managementprovider', name)}
      value={value ?? ''}
      type={type}
      slotProps={{ input: { readOnly: true } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 800 }}>
      {field('managementprovider', provider.managementprovider)}
      {field('webaddress', provider.webaddress)}
      {field('userid', provider.userid)}
      {field('password', provider.password, 'password')}
    </Box>
  );
}
