import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@dispatchwise/shared';

/**
 * Dense, calm theme for people who live in lists all day. Breakpoints are the spec's 600/960/1280
 * (spec A section 9), so `md` is 960 and `lg` (drawer open by default) is 1280.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: 1920 } },
  palette: {
    primary: { main: '#1f3a5f', light: '#3c5a82', dark: '#132640', contrastText: '#ffffff' },
    secondary: { main: '#f5a623', contrastText: '#1f1f1f' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#5a6675' },
    divider: '#e1e5eb',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 13,
    h1: { fontSize: '1.5rem', fontWeight: 600 },
    h2: { fontSize: '1.3rem', fontWeight: 600 },
    h5: { fontSize: '1.2rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true, size: 'small' } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiTooltip: { defaultProps: { arrow: true, enterDelay: 400 } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 6 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 44 } } },
    MuiTabs: { styleOverrides: { root: { minHeight: 44 } } },
  },
});
