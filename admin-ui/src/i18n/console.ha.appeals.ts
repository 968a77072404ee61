import type { APPEALS_EN } from './console.en.appeals.js';
import type { SameKeys } from '@cbt/contracts';

/** The console's appeals texts in Hausa. */
export const APPEALS_HA: SameKeys<typeof APPEALS_EN> = {
  title: 'Ƙararraki',
  showTitle: 'Ƙarar %{centre}',
  centre: 'Cibiya',
  reference: 'Lambar rajista',
  state: 'Jiha',
  decision: 'Shawarar da ake ƙara',
  decisionReasons: 'Dalilan shawarar',
  decidedOn: 'Ranar shawara',
  appealUntil: 'Wa’adin ƙara',
  grounds: 'Dalilan cibiyar',
  lodgedOn: 'Ranar shigar da ƙara',
  status: 'Matsayi',
  outcomeReasons: 'Dalilan sakamako',
  outcomeDecidedOn: 'Ranar sakamako',
  kinds: { rejection: 'An ƙi rajista', suspension: 'An dakatar da amincewa', revocation: 'An soke amincewa', warning: 'An yi gargaɗi', delisting: 'An cire daga jerin' },
  statuses: { open: 'A buɗe', dismissed: 'An yi watsi da ita', allowed: 'An karɓe ta' },
  filter: { status: 'Matsayi' },
  empty: 'Babu ƙararraki.',
  decide: 'Yanke hukunci kan ƙarar',
  decideHelp: 'Ka yanke hukunci ne kawai idan ba ka shiga cikin shawarar da ake ƙara ba. Karɓar ƙarar tana soke shawarar: za a sake buɗe rajista, ko a maido da amincewa.',
  outcome: 'Sakamako',
  outcomes: { dismissed: 'Yi watsi: shawarar tana nan', allowed: 'Karɓa: soke shawarar' },
  reasons: 'Dalilai',
  reasonsRequired: 'Ka ba da dalilan sakamakon',
  submit: 'Rubuta sakamakon',
  cancel: 'Soke',
  decided: 'An yanke hukunci kan ƙarar.',
};
