// react-admin's own pages for a crash, a refused page and a failed sign-in, loaded only when one shows.
export { Error as ErrorPage, AccessDenied as AccessDeniedPage, AuthenticationError as AuthenticationErrorPage } from 'react-admin';
