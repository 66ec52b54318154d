import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Tooltip } from '../../../../components/tooltip';
import type { ManagementProvider } from '../../api/work-order-types';
import { EmptyText, PanelSection } from './panel-section';

const NA = 'N/A';

/** Addresses are stored as typed ("portal.acme.com"); a link needs a scheme or it would be relative. */
const toHref = (address: string) => (/^https?:\/\//i.test(address) ? address : `https://${address}`);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '72px 1fr', alignItems: 'center', minHeight: 28 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function Password({ value }: { value: string }) {
  const [isShown, setIsShown] = useState(false);
  const label = isShown ? 'Hide password' : 'Show password';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {/* A fixed mask, so the hidden password's length is not shown either. */}
      <Typography variant="body2" sx={{ fontFamily: isShown ? 'monospace' : undefined }}>
        {isShown ? value : '••••••••'}
      </Typography>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setIsShown((shown) => !shown)} sx={{ p: 0.25 }}>
          {isShown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** Spec B section 2: the customer's management provider portal (website, user id, password) or N/A. */
export function ManagementProviderSection({ provider }: { provider: ManagementProvider | null }) {
  return (
    <PanelSection title="Management Provider Information">
      {provider ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {provider.managementprovider}
          </Typography>
          <Row label="Website">
            {provider.webaddress ? (
              <Link
                href={toHref(provider.webaddress)}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
              >
                {provider.webaddress}
              </Link>
            ) : (
              <Typography variant="body2">{NA}</Typography>
            )}
          </Row>
          <Row label="User ID">
            <Typography variant="body2">{provider.userid || NA}</Typography>
          </Row>
          <Row label="Password">
            {provider.password ? (
              <Password value={provider.password} />
            ) : (
              <Typography variant="body2">{NA}</Typography>
            )}
          </Row>
        </Box>
      ) : (
        <EmptyText>{NA}</EmptyText>
      )}
    </PanelSection>
  );
}
