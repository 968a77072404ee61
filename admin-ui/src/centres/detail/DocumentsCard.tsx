import { useState } from 'react';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, MSG, type DocumentType } from '@cbt/contracts';
import { Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { CopyButton } from '../../shared/CopyButton';
import type { CentreDetail, CentreFile } from '../centreTypes';
import { shownDate } from './format';

function FileRow({ file }: { file: CentreFile }) {
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText primary={file.filename} secondary={`Uploaded ${shownDate(file.uploadedAt, true)}`} sx={{ minWidth: 200 }} />
      <Stack direction="row" spacing={1}>
        {/* The url is a signed link that expires, so it works without the admin's token. */}
        <Button size="small" href={file.url} download={file.filename}>
          Download
        </Button>
        <Button size="small" href={file.url} target="_blank" rel="noopener noreferrer">
          Open
        </Button>
        <CopyButton size="small" text={file.url} label="Copy URL" />
      </Stack>
    </ListItem>
  );
}

export function DocumentsCard({ centre }: { centre: CentreDetail }) {
  const [open, setOpen] = useState<DocumentType | null>(null);
  const documents = centre.school.uploadedDocuments ?? {};
  const files = (type: DocumentType) => documents[type]?.files ?? [];
  return (
    <Card component="section" aria-labelledby="documents-title">
      <CardContent>
        <Typography id="documents-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Documents
        </Typography>
        <List dense>
          {DOCUMENT_TYPES.map((type) => (
            <ListItem key={type} secondaryAction={<Button size="small" onClick={() => setOpen(type)}>View files</Button>}>
              <ListItemText primary={DOCUMENT_TYPE_LABELS[type]} secondary={`${files(type).length} file(s)`} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="md" aria-labelledby="files-title">
        <DialogTitle id="files-title">{open ? DOCUMENT_TYPE_LABELS[open] : ''}</DialogTitle>
        <DialogContent>
          {open && files(open).length === 0 ? (
            <Typography>{MSG.noFilesForType}</Typography>
          ) : (
            <List>{open && files(open).map((file) => <FileRow key={file.id} file={file} />)}</List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
