import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

// The council's green; white text on it has a contrast ratio of about 6.4:1 (WCAG AA).
export const BRAND_GREEN = '#0b6e3a';

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BRAND_GREEN, contrastText: '#fff' },
    // react-admin paints its app bar in the secondary colour, so it carries the brand green too.
    secondary: { main: BRAND_GREEN, contrastText: '#fff' },
  },
};
