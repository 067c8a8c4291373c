// WORKERS=N: N API processes on one port (node:cluster), for every core of one machine. The
// primary serves no request: it forks the workers, restarts one that dies, hands SIGTERM and
// SIGINT on to all of them and waits for their graceful stops, and answers for their metrics
// together (prom-client's AggregatorRegistry). Each worker is the ordinary server (main.ts);
// they share nothing but the database, like processes on different machines would.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

interface MetricsRequest {
  type: 'rebox:metrics-request';
  id: number;
}
interface MetricsAnswer {
  type: 'rebox:metrics-answer';
  id: number;
  text: string;
}

export interface WorkersOptions {
  count: number;
  /** A line for stderr, when something an operator should know happened (a worker died). */
  warn(message: string): void;
}

export interface RunningWorkers {
  /** The port the workers listen on (resolved when PORT is 0). */
  port: number;
  /** Every worker's metrics added up, in Prometheus text. */
  metrics(): Promise<string>;
}

// More restarts than this within a minute: something is wrong with every start, not one worker.
const RESTARTS_PER_MINUTE = 5;

/**
 * Forks the first worker alone, so a mistake every worker would make (a port in use) is told
 * once, by it, and the primary just exits with its code; then the others together. Resolves
 * when all listen.
 */
export async function startWorkers(options: WorkersOptions): Promise<RunningWorkers> {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  const restarts: number[] = [];

  const fork = () =>
    new Promise<{ worker: Worker; port: number }>((resolve, reject) => {
      const worker = cluster.fork();
      const onListening = (address: { port: number }) => {
        worker.off('exit', onEarlyExit);
        resolve({ worker, port: address.port });
      };
      const onEarlyExit = (code: number | null) => reject(new WorkerStartError(code ?? 1));
      worker.once('listening', onListening);
      worker.once('exit', onEarlyExit);
      worker.on('message', (message: MetricsRequest) => {
        if (message?.type !== 'rebox:metrics-request') return;
        aggregator
          .clusterMetrics()
          .catch(() => '')
          .then((text) => worker.isConnected() && worker.send({ type: 'rebox:metrics-answer', id: message.id, text } satisfies MetricsAnswer));
      });
    });

  const first = await fork();
  const rest = await Promise.allSettled(Array.from({ length: options.count - 1 }, fork));
  const failed = rest.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    throw failed.reason;
  }

  // A worker that dies after the start is replaced, unless everything is stopping.
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE) {
      options.warn(`workers keep stopping (${restarts.length} in a minute, the last with ${signal ?? `code ${code}`}); stopping Rebox.`);
      void stopAll('SIGTERM').then(() => process.exit(1));
      return;
    }
    options.warn(`worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another.`);
    setTimeout(() => void fork().catch(() => undefined), 500);
  });

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    return Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill(signal);
          }),
      ),
    );
  };
  // Each worker drains and closes on its own (main.ts); the primary waits for all of them.
  // A Ctrl-C reaches every process of the terminal's group: forwarding it again is harmless.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void stopAll(signal).then(() => process.exit(0)));
  }

  return { port: first.port, metrics: () => aggregator.clusterMetrics() };
}

/** A worker that exited before listening; it has said why on stderr. */
export class WorkerStartError extends Error {
  constructor(readonly exitCode: number) {
    super(`a worker stopped at start (code ${exitCode})`);
  }
}

/**
 * In a worker: reports this registry when the primary collects, ends the process when the
 * primary is gone, and returns the function that asks the primary for everyone's metrics.
 */
export function joinPrimary(registry: Registry, stop: () => void): () => Promise<string> {
  new AggregatorRegistry(); // installs prom-client's answer to the primary's collection requests
  AggregatorRegistry.setRegistries([registry]);
  process.on('disconnect', stop);
  let next = 0;
  const waiting = new Map<number, (text: string) => void>();
  process.on('message', (message: MetricsAnswer) => {
    if (message?.type !== 'rebox:metrics-answer') return;
    waiting.get(message.id)?.(message.text);
    waiting.delete(message.id);
  });
  return () =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      process.send?.({ type: 'rebox:metrics-request', id } satisfies MetricsRequest);
      // The primary answers within prom-client's own 5 s limit; after that, this worker's own.
      setTimeout(() => {
        if (waiting.delete(id)) void registry.metrics().then(resolve);
      }, 6000).unref();
    });
}
