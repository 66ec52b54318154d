import { Box } from '@mui/material';

/** Black or white text, whichever reads better on the status colour. */
export function textOn(hex: string | null | undefined): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match) return 'inherit';
  const n = parseInt(match[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? 'rgba(0,0,0,0.87)' : '#fff';
}

/** A status coloured with its legend colour (spec A section 4). */
export function StatusCell({ name, color }: { name: string; color: string | null | undefined }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: color || 'action.selected',
        color: textOn(color),
        fontSize: 12,
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        maxWidth: '100%',
      }}
    >
      {name}
    </Box>
  );
}
