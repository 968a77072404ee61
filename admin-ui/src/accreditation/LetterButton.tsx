import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../api';
import { letterFileName, type AccreditationDataProvider } from '../providers/accreditationProvider';
import { failureText } from './failureText';
import { ReasonedButton } from '../shared/ReasonedButton';

/** The accreditation letter PDF of an accredited centre, fetched with the admin's token. */
export function LetterButton({ centreId, centreName, reference, disabledReason }: { centreId: string; centreName: string; reference: string; disabledReason?: string | null }) {
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const { mutate: download, isPending: busy } = useMutation({
    mutationFn: () => dataProvider.accreditationLetter(centreId),
    onSuccess: (letter) => saveBlob(letter, letterFileName(reference)),
    // e.g. 'The accreditation letter has not been generated yet' while the letter job runs.
    onError: (error) => notify(failureText(error, translate('console.accreditation.downloadFailed')), { type: 'error' }),
  });
  return (
    <ReasonedButton
      size="small"
      startIcon={<PictureAsPdfIcon />}
      onClick={() => download()}
      disabled={busy}
      disabledReason={disabledReason}
      aria-label={translate('console.accreditation.downloadLetterOf', { name: centreName })}
    >
      {translate('console.accreditation.downloadLetter')}
    </ReasonedButton>
  );
}
