/**
 * `site storage to-s3|to-local` switch the file storage under a running server's feet if run
 * while it serves the same data folder: uploads made meanwhile land in the old storage, and the
 * server keeps its old settings. So a serving server marks its data folder (SERVER_FILE: its
 * process id and address, written when it starts serving, removed when it ends) and the commands
 * refuse while the mark names a live server: its process is alive (`/proc`, same machine or
 * container) or its address answers (another container on the same data folder). A mark left by
 * a killed server names neither, and is ignored.
 */

/** The mark in the data folder; left out of backups. */
export const SERVER_FILE = '.site-server';

interface ServerMark {
  pid: number;
  addr: string;
  since: string;
}

/** This process's id (Linux: /proc/self), or 0 when it cannot be read. */
export function ownPid(): number {
  try {
    return parseInt(toString($os.readFile('/proc/self/stat')).split(' ')[0]!, 10) || 0;
  } catch {
    return 0;
  }
}

/** Marks the data folder as served by this process at `addr` (onServe). */
export function markServing(app: CoreApp, addr: string): void {
  const mark: ServerMark = { pid: ownPid(), addr, since: new Date().toISOString() };
  $os.writeFile(`${app.dataDir()}/${SERVER_FILE}`, JSON.stringify(mark) as never, 0o600 as never);
}

/** Removes this process's mark (onTerminate). */
export function unmarkServing(app: CoreApp): void {
  const mark = readMark(app);
  if (!mark || mark.pid !== ownPid()) return;
  try {
    $os.remove(`${app.dataDir()}/${SERVER_FILE}`);
  } catch {
    // gone already
  }
}

function readMark(app: CoreApp): ServerMark | null {
  try {
    return JSON.parse(toString($os.readFile(`${app.dataDir()}/${SERVER_FILE}`))) as ServerMark;
  } catch {
    return null;
  }
}

/** Whether the process `pid` is alive and a PocketBase server (its command line says `serve`). */
function serving(pid: number): boolean {
  if (!pid || pid === ownPid()) return false;
  try {
    return (
      toString($os.readFile(`/proc/${pid}/cmdline`))
        .split('\u0000')
        .indexOf('serve') >= 0
    );
  } catch {
    return false;
  }
}

/** Whether something answers PocketBase's health route at the mark's port on this machine. */
function answers(addr: string): boolean {
  const port = /:(\d+)$/.exec(addr)?.[1];
  if (!port) return false;
  try {
    const res = $http.send({ url: `http://127.0.0.1:${port}/api/health`, method: 'GET', timeout: 3 });
    return res.statusCode > 0;
  } catch {
    return false;
  }
}

/** Throws, saying what to do, while a server serves the app's data folder. */
export function refuseWhileServing(app: CoreApp, command: string): void {
  const mark = readMark(app);
  if (!mark) return;
  const alive = serving(mark.pid);
  if (!alive && !answers(mark.addr)) return;
  throw new Error(
    `The server is running on this data folder (${app.dataDir()}: ` +
      (alive ? `process ${mark.pid}` : `answering at ${mark.addr}`) +
      `, since ${mark.since}). Stop it first (systemctl stop contractor-site, or docker stop), then run ` +
      `\`storage ${command}\` again. If no server runs there, remove ${app.dataDir()}/${SERVER_FILE}.`,
  );
}
