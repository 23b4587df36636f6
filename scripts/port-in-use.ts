/**
 * A server that cannot listen because its port is taken (a second `npm start`, another program) says
 * so in one line and which setting moves it, instead of Node's stack trace; `npm start` and
 * `npm run dev` then stop with exit code 1.
 */

/** The line to print when `error` is a port already in use, or null for any other error. */
export function portInUseMessage(error: unknown, what: string, port: number, variable: string): string | null {
  if ((error as NodeJS.ErrnoException | undefined)?.code !== "EADDRINUSE") return null;
  return `${what}: port ${port} is in use (another npm start, or another program). Stop it, or set ${variable} to a free port.`;
}

/** Runs `start`; a port in use ends the process with its one line, any other error is thrown on. */
export async function listenOrExit<T>(
  start: () => Promise<T>,
  what: string,
  port: number,
  variable: string,
): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const message = portInUseMessage(error, what, port, variable);
    if (!message) throw error;
    console.error(message);
    process.exit(1);
  }
}
