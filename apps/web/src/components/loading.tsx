import { Box, CircularProgress, Typography } from '@mui/material';

/** 'Loading...' while the auth config, the session or a lazy screen loads (spec A section 1). */
export function Loading({
  isFullPage = false,
  text = 'Loading...',
}: {
  isFullPage?: boolean;
  text?: string;
}) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        minHeight: isFullPage ? '100vh' : 240,
      }}
    >
      <CircularProgress size={20} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
