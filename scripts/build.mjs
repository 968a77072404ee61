#!/usr/bin/env node
// The build: the server (tsc in build mode: only what changed since the last build is compiled, and
// nothing at all when nothing changed) and the two user interfaces (Vite). With --changed-only (what
// `npm start` runs) a UI is rebuilt only when a hash of its inputs differs from the one stamped in its
// dist/ at its last build; `npm run build` always rebuilds both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';
const UIS = ['admin-ui', 'public-ui'];
const changedOnly = process.argv.includes('--changed-only');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'dist')
    .flatMap((e) => files(join(path, e.name)));
}

/** Everything a UI's bundle is made from: its sources and config, and the shared contracts. */
function inputsHash(ui) {
  const dir = join(ROOT, ui);
  const inputs = [
    ...files(join(dir, 'src')),
    ...files(join(dir, 'public')),
    ...readdirSync(dir).filter((f) => /^(index\.html|package\.json|tsconfig.*\.json|vite\.config\.\w+)$/.test(f)).map((f) => join(dir, f)),
    ...files(join(ROOT, 'libs/contracts/src')),
    join(ROOT, 'package-lock.json'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of inputs) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

// tsc -b compares the sources with dist/.tsbuildinfo and compiles only what changed.
run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json']);

for (const ui of UIS) {
  const hash = inputsHash(ui);
  const stamp = join(ROOT, ui, 'dist', STAMP);
  const built = existsSync(join(ROOT, ui, 'dist', 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
  if (changedOnly && built) continue;
  run('npm', ['run', 'build', '--workspace', ui]);
  writeFileSync(stamp, `${hash}\n`);
}
