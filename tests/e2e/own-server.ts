import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** A server of our own (not Playwright's), so a test can kill it and start it again on the same data. */
export class OwnServer {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  fresh(): this {
    rmSync(this.dataDir, { recursive: true, force: true });
    return this;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server on ${this.port} did not start`);
  }

  /** As a crash would: no chance to finish what it was doing. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }
}
