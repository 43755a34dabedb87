// Extra palette keys the app's theme carries beyond MUI's defaults.
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface TypeBackground {
    /** A quiet surface for alternating page sections. */
    neutral: string;
  }
}
