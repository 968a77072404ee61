import type { RETENTION_EN } from './console.en.retention.js';
import type { SameKeys } from '@cbt/contracts';

/** The Retention screen in Hausa: every text of RETENTION_EN (console.en.retention.ts). */
export const RETENTION_HA: SameKeys<typeof RETENTION_EN> = {
  dueTitle: 'Abin da za a goge',
  dueHelp: 'Abin da aikin riƙe bayanai na yau da kullum zai goge nan gaba, na farko a sama. Cibiyar da ke ƙarƙashin riƙon doka ba za a goge ta ba har sai an ɗage riƙon.',
  noneDue: 'Babu abin da za a goge a watanni masu zuwa.',
  holdsTitle: 'Riƙon doka',
  holdsHelp: 'Yayin da cibiya ke ƙarƙashin riƙo, ba a goge bayananta na sirri. Ana rubuta sanyawa da ɗage riƙo a tarihin ayyuka tare da dalilinsu.',
  noHolds: 'Babu cibiyar da ke ƙarƙashin riƙon doka.',
  fields: {
    subject: 'Cibiya, asusu ko buƙata',
    rule: 'Ƙa’ida',
    dueAt: 'Lokacin gogewa',
    lastActivity: 'Aiki na ƙarshe',
    status: 'Matsayi',
    centre: 'Cibiya',
    reason: 'Dalili',
    setAt: 'An riƙe tun',
    actions: 'Ayyuka',
  },
  rule: {
    pre_registration: 'Rijistar farko da ba a amince da ita ba',
    rejected_application: 'Neman da aka ƙi',
    ended_accreditation: 'Amincewa ta ƙare',
    deactivated_staff: 'Asusun ma’aikaci da aka dakatar',
    closed_privacy_request: 'Buƙatar bayanan sirri da aka amsa ko aka ƙi',
  },
  held: 'An riƙe',
  notHeld: 'Za a goge',
  staffAccount: 'Asusun ma’aikaci %{id}',
  setHold: 'Riƙe',
  liftHold: 'Ɗage riƙo',
  setHoldTitle: 'A sanya wannan cibiya ƙarƙashin riƙon doka?',
  liftHoldTitle: 'A ɗage riƙon doka?',
  reasonLabel: 'Dalili',
  cancel: 'Soke',
  confirm: 'Tabbatar',
  holdSet: 'An sanya riƙon doka: aikin riƙe bayanai ba zai goge wannan cibiya ba.',
  holdLifted: 'An ɗage riƙon doka.',
  actionFailed: 'Ba a iya canza riƙon ba.',
  loadFailed: 'Ba a iya karanta jadawalin riƙe bayanai ba.',
};
