import { DEFAULT_STAGES } from '@cbt/contracts';
import type { Translate } from '../shared/i18n';

/**
 * A stage's name and description as a reader sees them: the default workflow's words in the
 * reader's language while the stage still carries them (DECISIONS §10: no English left on a
 * translated page); words someone chose are theirs, shown as written.
 */
export function stageWords(translate: Translate, stage: { stageNumber: number; stageName: string; description?: string }): { name: string; description: string } {
  const n = stage.stageNumber;
  const defaults = DEFAULT_STAGES[n - 1];
  const key = `console.accreditation.defaultStages.s${n}`;
  const name = defaults && stage.stageName === defaults.stageName ? translate(`${key}.stageName`) : stage.stageName;
  const description = defaults && stage.description === defaults.description ? translate(`${key}.description`) : (stage.description ?? '');
  return { name, description };
}
