import fs from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files may be opened by one process only. A lock file next to the directory holds the owner's pid;
 * a lock left by a dead process (a crash, SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  try {
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(`${dataDir} is in use by process ${owner} (lock ${lockPath})`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => {
    try {
      if (Number(fs.readFileSync(lockPath, 'utf8')) === process.pid) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}
