// Seeds N realistic centres (default 100,000) into DATABASE_URL, which must already be migrated
// (start the portal on it once, or `DATABASE_URL=... npm run migrate`).
// Run: npm run build && DATABASE_URL=postgres://... node bench/seed-centres.mjs [count]
import { seedCentres } from './lib/seed-centres.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a migrated portal database.');
  process.exit(64);
}
const count = Number(process.argv[2] ?? 100_000);
const { ms } = await seedCentres(url, count);
console.log(`Seeded ${count} centres in ${ms} ms.`);
