import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

// Beside the run's server (playwright.config.ts): the next port, its own data, the run's client build.
const RUN_PORT = Number(process.env.E2E_PORT ?? 3100);
const OWN = RUN_PORT === 3100 ? '' : `-${RUN_PORT}`;

/** A server of our own (not Playwright's), so a test can kill it and start it again on the same data. */
export class OwnServer {
  private child: ChildProcess | null = null;
  private exited: Promise<unknown> | null = null;
  constructor(
    readonly port: number = RUN_PORT === 3100 ? 3190 : RUN_PORT + 1,
    readonly dataDir: string = `.e2e-data-restart${OWN}`,
  ) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  fresh(): this {
    rmSync(this.dataDir, { recursive: true, force: true });
    return this;
  }

  async start(): Promise<void> {
    // SERVER_NODE_ARGS: Node's own options for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
    // to see where a bench's time goes (bench/README.md).
    const child = spawn(process.execPath, [...(process.env.SERVER_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, LOG_LEVEL: 'warn', ...(OWN ? { CLIENT_DIR: `dist/e2e${OWN}` } : {}) },
      // DB_SLOW_MS (bench/README.md) prints the database's slow work: let it through.
      stdio: ['ignore', 'ignore', process.env.DB_SLOW_MS ? 'inherit' : 'ignore'],
    });
    this.child = child;
    this.exited = new Promise((r) => child.once('exit', r));
    // Polled: the health answer is the only sign that it listens and its database is open.
    for (let i = 0; i < 900; i++) {
      if (child.exitCode !== null) throw new Error(`server on ${this.port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server on ${this.port} did not start`);
  }

  /** As a crash would: no chance to finish what it was doing. Resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    // A profiled server is stopped, not killed, so that it writes its profile.
    child.kill(process.env.SERVER_NODE_ARGS ? 'SIGTERM' : 'SIGKILL');
    await this.exited;
    this.child = null;
  }
}
