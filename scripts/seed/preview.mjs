// Writes every sample image of the seed to a folder, to look at them and to time their rendering:
//   node scripts/seed/preview.mjs [outDir]    (default /tmp/seed-preview)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pool } from './images.mjs';
import { allImageJobs } from './seed.mjs';

const out = process.argv[2] || '/tmp/seed-preview';
await mkdir(out, { recursive: true });
const started = Date.now();
const files = (
  await pool(
    allImageJobs().map((job) => job.make),
    2,
  )
).flat();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
let total = 0;
let largest = { name: '', size: 0 };
for (const file of files) {
  const buf = Buffer.from(await file.arrayBuffer());
  total += buf.length;
  if (buf.length > largest.size) largest = { name: file.name, size: buf.length };
  await writeFile(path.join(out, file.name), buf);
}
console.log(
  `${files.length} images in ${seconds} s, ${(total / 1024 / 1024).toFixed(1)} MB in all, ` +
    `largest ${largest.name} ${(largest.size / 1024).toFixed(0)} KB → ${out}`,
);
