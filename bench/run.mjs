// npm run bench: every benchmark in turn (build first: npm run build).
import { execFileSync } from 'node:child_process';
for (const file of ['cold-start.bench.mjs', 'profile.bench.mjs', 'centres.bench.mjs', 'accreditation-reports.bench.mjs', 'public-site.bench.mjs', 'admin-console.bench.mjs', 'files.bench.mjs']) {
  console.log(`\n## ${file}\n`);
  execFileSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
}
