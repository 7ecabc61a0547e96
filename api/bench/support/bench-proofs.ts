import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { createCheckoutChallenge } from '../../src/services/checkout-defence/checkout-challenge';
import { BENCH_CHALLENGE_ENV, benchConfig } from './bench-config';

/**
 * Solved checkout challenges for the donations bench, as a donor's browser would send them:
 * one file per wrk thread (`<prefix>.<thread id>`, one JSON proof a line, read by
 * donations.lua), signed with the bench server's secret at its difficulty (1), so each
 * checkout carries a fresh proof the server checks and spends.
 */
export function writeBenchProofs(prefix: string, threads: number, perThread: number): void {
  for (let thread = 1; thread <= threads; thread += 1) {
    const lines: string[] = [];
    for (let i = 0; i < perThread; i += 1) lines.push(JSON.stringify(solvedBenchProof()));
    writeFileSync(`${prefix}.${thread}`, `${lines.join('\n')}\n`);
  }
}

const settings = benchConfig(os.tmpdir(), BENCH_CHALLENGE_ENV);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One solved challenge for a bench server (BENCH_CHALLENGE_ENV), as a browser sends it. */
export function solvedBenchProof() {
  const { algorithm, challenge, salt, maxnumber, signature } = createCheckoutChallenge(settings);
  let number = 0;
  while (number < maxnumber && sha256(`${salt}${number}`) !== challenge) number += 1;
  return { algorithm, challenge, salt, number, signature };
}
