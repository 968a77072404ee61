import type { CONFLICTS_EN } from './console.en.conflicts.js';
import type { SameKeys } from '@cbt/contracts';

/** The console's conflict-of-interest texts in Hausa. */
export const CONFLICTS_HA: SameKeys<typeof CONFLICTS_EN> = {
  title: 'Rikicin maslaha',
  help: 'Ka bayyana duk cibiyar, ko lambar rajista (GovernmentId), da kake da maslaha a ciki. Ba za ka iya yanke shawara, amincewa, duba ko yanke hukunci kan ƙarar waɗannan cibiyoyi ba.',
  declare: 'Bayyana rikicin maslaha',
  centreId: 'Lambar cibiya (id)',
  centreIdHelp: 'Lambar cibiyar (id), daga shafinta a Buƙatun Cibiyoyi',
  governmentId: 'Lambar rajista (GovernmentId)',
  reason: 'Dalili',
  declaredAt: 'Ranar bayyanawa',
  centre: 'Cibiya',
  person: 'Wanda ya bayyana',
  empty: 'Ba a bayyana rikicin maslaha ba.',
  oneOf: 'Ka ba da lambar cibiya ko lambar rajista, ba duka biyun ba',
};
