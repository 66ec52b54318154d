import { Alert, Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../lib/http';

type Props = {
  /** Where the boundary sits (e.g. 'route:/admin'); sent with the report so the log says which screen failed. */
  location: string;
  children: ReactNode;
  /** Changing this value clears a shown error (e.g. the pathname, so navigating away recovers). */
  resetKey?: unknown;
};

type State = { error: Error | null; resetKey: unknown };

/** The render-failure fallback of spec A "Other" / spec C 2.2: "Something went wrong:" + message + "Try again". */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void logError({
      errormessage: error.message,
      additionalinfo: `location: ${this.props.location}${info.componentStack ? `\n${info.componentStack.slice(0, 2000)}` : ''}`,
      errorpage: window.location.pathname,
    });
  }

  handleReset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" variant="outlined" onClick={this.handleReset}>
              Try again
            </Button>
          }
        >
          <Typography component="p" fontWeight={600}>
            Something went wrong:
          </Typography>
          <Typography
            component="pre"
            sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13 }}
          >
            {error.message}
          </Typography>
        </Alert>
      </Box>
    );
  }
}
