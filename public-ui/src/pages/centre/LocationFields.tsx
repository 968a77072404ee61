import { useState } from 'react';
import { TextField } from '../../components/Fields';
import { useI18n } from '../../i18n';
import { locationFromCoords, type LocationValues } from '../../lib/centreLocation';
import type { FormErrors } from '../../lib/validation';

interface Props {
  values: LocationValues;
  errors: FormErrors;
  onValues: (values: LocationValues) => void;
}

/**
 * Where the premises are, optional (DECISIONS §10 "ordered by distance"; docs/REGISTER.md): typed, or
 * read from the phone's location at the centre. Nothing is asked of the browser until the button is pressed.
 */
export function LocationFields({ values, errors, onValues }: Props) {
  const c = useI18n().t.centre;
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);

  const useMyLocation = () => {
    setFailed(false);
    if (!('geolocation' in navigator)) {
      setFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onValues(locationFromCoords(coords));
      },
      () => {
        setLocating(false);
        setFailed(true);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  };

  return (
    <fieldset className="card form-section">
      <legend>{c.locationTitle}</legend>
      <p className="form-note">{c.locationHint}</p>
      <div className="form-grid">
        <TextField name="latitude" label={c.latitude} value={values.latitude} inputMode="decimal" required={false} error={errors.latitude} onValue={(latitude) => onValues({ ...values, latitude })} />
        <TextField name="longitude" label={c.longitude} value={values.longitude} inputMode="decimal" required={false} error={errors.longitude} onValue={(longitude) => onValues({ ...values, longitude })} />
      </div>
      <button type="button" className="button button-secondary" disabled={locating} onClick={useMyLocation}>
        {locating ? c.locating : c.useMyLocation}
      </button>
      {failed && <p role="status">{c.locationFailed}</p>}
    </fieldset>
  );
}
