/** The read log in Hausa: every text of READS_EN (console.en.privacy.ts). */
export const READS_HA = {
  listTitle: 'Rajistar Dubawa',
  help: 'Duk lokacin da ma’aikaci ya duba bayanan sirri na cibiya: bayananta, wata takarda, layin da aka fitar ko kundin shaidarta, tare da ofishin (muƙami da jiha) da ya ba da izini.',
  filters: {
    centre: 'Cibiya (ID ko lambar shaida)',
    user: 'Ma’aikaci (ID ko imel)',
    from: 'Daga',
    to: 'Zuwa',
    kind: 'Abin da aka duba',
  },
  fields: {
    at: 'Lokaci',
    user: 'Ma’aikaci',
    office: 'Ofis',
    centre: 'Cibiya',
    kind: 'Abin da aka duba',
  },
  kind: { detail: 'Bayanan cibiya', document: 'Takarda', export: 'Layin da aka fitar', evidence: 'Kundin shaida' },
  national: 'Ƙasa',
  officeIn: '%{role}, %{state}',
  empty: 'Babu dubawar da ta dace da waɗannan matatun.',
};
