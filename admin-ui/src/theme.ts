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
  components: {
    ...defaultLightTheme.components,
    // Nothing may make the page wider than the window, from a 1,366 px laptop to a 360 px phone:
    // a wide table scrolls inside its own box, and flex children may shrink below their content.
    // react-admin's layout is at least as wide as its content (min-width: fit-content), so one wide
    // table widened the whole page on a phone; the content area takes the window's width instead.
    RaLayout: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } },
      },
    },
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { minWidth: 0 } },
      },
    },
    RaDatagrid: {
      styleOverrides: {
        root: { maxWidth: '100%', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } },
      },
    },
    RaTopToolbar: {
      styleOverrides: {
        root: { flexWrap: 'wrap', minWidth: 0 },
      },
    },
  },
};
