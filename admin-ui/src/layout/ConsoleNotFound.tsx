import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * react-admin's catchAll: an unknown console address says so in the admin's language, with the way
 * back (DECISIONS §10: a site's own page not found, never another page in its place).
 */
export function ConsoleNotFound() {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="not-found-title" sx={{ mt: 2 }}>
      <Title title={translate('console.notFound.title')} />
      <CardContent>
        <Typography id="not-found-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate('console.notFound.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('console.notFound.text')}</Typography>
        <Button component={Link} to="/admin-dashboard" variant="contained">
          {translate('console.notFound.home')}
        </Button>
      </CardContent>
    </Card>
  );
}
