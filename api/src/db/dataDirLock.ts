import fs from 'node:fs';

/**
 * A process's identity: its pid and, on Linux, its start time (field 22 of /proc/<pid>/stat), so a pid reused by
 * another process (after a container restart, say) is not taken for the owner. A zombie (killed, not yet reaped by
 * its parent) counts as dead.
 */
function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return null;
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function hasProc(): boolean {
  return fs.existsSync(`/proc/${process.pid}/stat`);
}

function isAlive(pid: number, started: string | undefined): boolean {
  if (hasProc()) {
    const actual = startTime(pid);
    return actual !== null && (started === undefined || actual === started);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files may be opened by one process only. A lock file next to the directory holds the owner's pid and
 * start time; a lock left by a dead process (a crash, SIGKILL, even before its parent reaped it) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  try {
    const [pidText, started] = fs.readFileSync(lockPath, 'utf8').trim().split(' ');
    const owner = Number(pidText);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner, started)) {
      throw new Error(`${dataDir} is in use by process ${owner} (lock ${lockPath})`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const identity = [process.pid, startTime(process.pid)].filter((part) => part !== null).join(' ');
  fs.writeFileSync(lockPath, identity);
  return () => {
    try {
      if (Number(fs.readFileSync(lockPath, 'utf8').split(' ')[0]) === process.pid) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}
