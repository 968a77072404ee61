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
    // MUI's own warning orange (#ed6c02) and info blue (#0288d1) carry white text at 3.1:1 and 3.9:1,
    // under WCAG AA's 4.5:1 for a chip's small text; these darker shades reach 5.0:1 and 7.4:1, and
    // read as text on white as well.
    warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#fff' },
    info: { main: '#01579b', light: '#0288d1', dark: '#013c6c', contrastText: '#fff' },
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
    // react-admin's Loading (where it still shows) writes its texts in the disabled grey, under 4.5:1.
    RaLoading: {
      styleOverrides: {
        root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } },
      },
    },
    // A column's sort label is a button: at least 24 px high (WCAG 2.5.8), not the text's 20 px.
    MuiTableSortLabel: {
      styleOverrides: {
        root: { minHeight: 24 },
      },
    },
    RaTopToolbar: {
      styleOverrides: {
        root: { flexWrap: 'wrap', minWidth: 0 },
      },
    },
  },
};
