import { useId } from 'react';
import { isLanguage, LANGUAGE_OPTIONS, setLanguage, useI18n } from '../i18n';

/** The top bar's language choice; remembered in this browser and sent with the centre's calls. */
export function LanguagePicker() {
  const { t, language } = useI18n();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t.language}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
