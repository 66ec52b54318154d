import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useSnackbar, type SnackbarKey } from 'notistack';

/**
 * The × on every toast: a toast covering what one wants to click next can be closed at once instead of
 * waited out (its 3 s is still the most it stays; decision 195).
 */
export function DismissToastButton({ id }: { id: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
