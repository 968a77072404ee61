import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * react-admin's Loading as the console shows it: after a second, a spinner with a name (a screen
 * reader announces an unnamed progressbar as just "progress bar", WCAG 4.1.2) and texts at a
 * readable contrast (react-admin's are in the theme's disabled grey, under 4.5:1, WCAG 1.4.3).
 */
export function ConsoleLoading() {
  const translate = useTranslate();
  const shown = useTimeout(1000);
  if (!shown) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', height: '100%', py: 2, textAlign: 'center' }}>
      <CircularProgress size={64} aria-label={translate('ra.page.loading')} />
      <Typography variant="h5" component="p" sx={{ mt: 3, color: 'text.secondary' }}>
        {translate('ra.page.loading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('ra.message.loading')}
      </Typography>
    </Box>
  );
}
