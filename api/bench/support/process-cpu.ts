import { readFileSync } from 'node:fs';

/** CPU time (user + system) of a process, in ms, from /proc (Linux; 0 elsewhere). */
export function cpuMsOf(pid: number | 'self', children = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14-17 of stat (utime, stime, cutime, cstime), here from field 3 on, in ticks.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return ((children ? cutime! + cstime! : utime! + stime!) * 1000) / 100;
  } catch {
    return 0;
  }
}
