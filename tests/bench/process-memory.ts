import { readFileSync } from 'node:fs';

/** A process's resident memory in MiB (Linux's /proc), 0 once it has gone. */
export function rssMiB(pid: number) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
