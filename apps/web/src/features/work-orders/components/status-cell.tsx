import { Box } from '@mui/material';
import { textOn } from '../../../lib/colors';

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
