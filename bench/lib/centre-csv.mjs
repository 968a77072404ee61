// Writes a bulk-upload CSV of n unique, valid rows to a file (streamed, so any size works).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { NIGERIA_STATES } from '../../dist/libs/contracts/src/geography/nigeria-states.js';

export async function writeCentreCsv(path, n, tag = 'IMP') {
  const out = createWriteStream(path);
  out.write('CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType\n');
  for (let i = 0; i < n; i++) {
    const state = NIGERIA_STATES[i % NIGERIA_STATES.length];
    const lga = state.lgas[i % state.lgas.length];
    const line = `${tag} Academy ${i} CBT Centre,${tag}${900000 + i},import${i}@${tag.toLowerCase()}.school.ng,${state.name},"${lga}",Admin ${i},+2348030000${String(i % 1000).padStart(3, '0')},Private Institution\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
