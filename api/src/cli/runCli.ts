/** Runs a command-line tool (`npm run leads`, `npm run import`) and sets its exit code; failures print one line. */
export async function runCli(main: (args: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // PGlite's files belong to one process: the running API's.
    console.error(/is in use by process/.test(message) ? `${message}\nStop the API first, or point DATABASE_URL at the PostgreSQL server the API uses.` : message);
    process.exitCode = 1;
  }
}
