import { useState } from 'react';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from '@cbt/contracts';
import { Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../shared/CopyButton';
import type { CentreDetail, CentreFile } from '../centreTypes';
import { useShownValues } from './format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function FileRow({ file, t }: { file: CentreFile; t: Translate }) {
  const { shownDate } = useShownValues();
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText primary={file.filename} secondary={t('uploaded', { date: shownDate(file.uploadedAt, true) })} sx={{ minWidth: 200 }} />
      <Stack direction="row" spacing={1}>
        {/* The url is a signed link that expires, so it works without the admin's token. */}
        <Button size="small" href={file.url} download={file.filename}>
          {t('download')}
        </Button>
        <Button size="small" href={file.url} target="_blank" rel="noopener noreferrer">
          {t('open')}
        </Button>
        <CopyButton size="small" text={file.url} label={t('copyUrl')} />
      </Stack>
      {/* SPEC §2: the dialog shows each file's url, readable and selectable in full. */}
      <TextField
        size="small"
        fullWidth
        label={t('url')}
        value={file.url}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': t('urlOf', { name: file.filename }) } }}
        onFocus={(event) => event.target.select()}
      />
    </ListItem>
  );
}

export function DocumentsCard({ centre }: { centre: CentreDetail }) {
  const translate = useTranslate();
  const t: Translate = (key, options) => translate(`console.centre.documents.${key}`, options);
  const typeLabel = (type: DocumentType) => t(`type.${type}`, { _: DOCUMENT_TYPE_LABELS[type] });
  const [open, setOpen] = useState<DocumentType | null>(null);
  const documents = centre.school.uploadedDocuments ?? {};
  const files = (type: DocumentType) => documents[type]?.files ?? [];
  return (
    <Card component="section" aria-labelledby="documents-title">
      <CardContent>
        <Typography id="documents-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <List dense>
          {DOCUMENT_TYPES.map((type) => (
            <ListItem
              key={type}
              secondaryAction={
                <Button size="small" onClick={() => setOpen(type)}>
                  {t('viewFiles')}
                </Button>
              }
            >
              <ListItemText primary={typeLabel(type)} secondary={t('fileCount', { count: String(files(type).length) })} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="md" aria-labelledby="files-title">
        <DialogTitle id="files-title">{open ? typeLabel(open) : ''}</DialogTitle>
        <DialogContent>
          {open && files(open).length === 0 ? (
            <Typography>{t('noFiles')}</Typography>
          ) : (
            <List>{open && files(open).map((file) => <FileRow key={file.id} file={file} t={t} />)}</List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{translate('console.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
