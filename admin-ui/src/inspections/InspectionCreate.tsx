import { useEffect, useState, type FormEvent } from 'react';
import type { InspectorRef } from '@cbt/contracts';
import { Alert, Autocomplete, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, TextField, Typography } from '@mui/material';
import { Title, useCreate, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { CENTRES } from '../dataProvider';
import { INSPECTIONS } from '../providers/inspectionsProvider';

interface CentreOption {
  id: string;
  label: string;
}

/** Scheduling a visit (/admin-inspections/create, or ?centreId= from a centre's page): the centre, the date, the inspectors. */
export default function InspectionCreate() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.inspections.${key}`, options);
  const dataProvider = useDataProvider<CentreDataProvider>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [centre, setCentre] = useState<CentreOption | null>(null);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<CentreOption[]>([]);
  const [candidates, setCandidates] = useState<InspectorRef[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [visitDate, setVisitDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();

  useEffect(() => {
    const given = params.get('centreId');
    if (!given) return;
    void dataProvider.getOne(CENTRES, { id: given, meta: { detail: true } }).then(
      ({ data }) => setCentre({ id: String(data.id), label: String((data as { school?: { CentreName?: string } }).school?.CentreName ?? data.id) }),
      () => setCentre(null),
    );
  }, [dataProvider, params]);
  useEffect(() => {
    const text = search.trim();
    if (text.length < 2) return;
    const timer = setTimeout(() => {
      void dataProvider
        .getList(CENTRES, { pagination: { page: 1, perPage: 10 }, sort: { field: 'CentreName', order: 'ASC' }, filter: { search: text } })
        .then(({ data }) => setOptions(data.map((c) => ({ id: String(c.id), label: `${String(c.CentreName)} (${String(c.ReferenceNumber)})` }))), () => setOptions([]));
    }, 300);
    return () => clearTimeout(timer);
  }, [dataProvider, search]);
  useEffect(() => {
    setCandidates(null);
    setChosen([]);
    if (!centre) return;
    void dataProvider.inspectionCandidates(centre.id).then(setCandidates, () => setCandidates([]));
  }, [dataProvider, centre]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!centre) return setFailure(translate('console.inspections.chooseCentre'));
    create(
      INSPECTIONS,
      { data: { centreId: centre.id, visitDate, inspectorIds: chosen, notes: notes.trim() || undefined } },
      { onSuccess: (visit) => navigate(`/${INSPECTIONS}/${String(visit.id)}/show`), onError: (error) => setFailure(error instanceof Error ? error.message : translate('console.common.unexpectedError')) },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="console.inspections.createTitle" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('createTitle')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Autocomplete
              options={centre && !options.some((o) => o.id === centre.id) ? [centre, ...options] : options}
              value={centre}
              onChange={(_, value) => setCentre(value)}
              onInputChange={(_, value) => setSearch(value)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              renderInput={(input) => <TextField {...input} label={t('chooseCentre')} required />}
            />
            <TextField type="date" label={t('fields.visitDate')} value={visitDate} onChange={(e) => setVisitDate(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
            <Box>
              <FormLabel component="legend">{t('chooseInspectors')}</FormLabel>
              {centre && candidates?.length === 0 && <Typography variant="body2">{t('noCandidates')}</Typography>}
              <FormGroup>
                {(candidates ?? []).map((c) => (
                  <FormControlLabel
                    key={c.id}
                    control={<Checkbox checked={chosen.includes(c.id)} onChange={(e) => setChosen((list) => (e.target.checked ? [...list, c.id] : list.filter((x) => x !== c.id)))} />}
                    label={c.email ? `${c.name} (${c.email})` : c.name}
                  />
                ))}
              </FormGroup>
            </Box>
            <TextField label={t('fields.notes')} value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(-1)}>{translate('console.action.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={isPending}>
                {t('schedule')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
