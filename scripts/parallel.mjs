#!/usr/bin/env node
// Runs shell commands side by side, as many at once as there are cores, and prints each one's output
// in one piece when it ends (not interleaved). Exits non-zero if any of them failed.
//
//   node scripts/parallel.mjs 'biome check .' 'tsc --noEmit -p apps/web' …
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const queue = commands.map((command, index) => ({ command, index }));
const failed = [];

async function runNext() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const started = Date.now();
    const output = [];
    const code = await new Promise((done) => {
      const child = spawn(job.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        done(1);
      });
      child.on('close', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\n> ${job.command} (${code === 0 ? 'ok' : `exit ${code}`}, ${seconds} s)\n`);
    process.stdout.write(Buffer.concat(output));
    if (code !== 0) failed.push(job.command);
  }
}

const workers = Math.max(1, Math.min(availableParallelism(), commands.length));
await Promise.all(Array.from({ length: workers }, runNext));
if (failed.length > 0) {
  process.stderr.write(`\nFailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
