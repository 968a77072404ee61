import { translateText, type Translate } from '../shared/i18n';

/**
 * A refused row as the server words it ("Row 3: Centre name is required; Invalid email format") in
 * the console's language: its number kept, each known problem translated, any other as it came.
 */
export function rowErrorText(text: string, translate: Translate): string {
  const row = /^Row (\d+): (.*)$/s.exec(text);
  if (!row) return translateText(translate, text);
  const problems = row[2]!.split('; ').map((problem) => translateText(translate, problem));
  return translate('console.imports.row', { n: Number(row[1]), problems: problems.join('; ') });
}
