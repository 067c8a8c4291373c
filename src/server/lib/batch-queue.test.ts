import { describe, expect, it } from 'vitest';
import { batchQueue } from './batch-queue';

interface Call {
  user: number;
  value: number;
}

/** A queue whose runs are recorded and answer each item's value doubled, after `delayMs`. */
function recordingQueue(options: { delayMs?: number; maxBatch?: number; fail?: (items: Call[]) => unknown } = {}) {
  const runs: Call[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const submit = batchQueue<Call, number>({
    run: async (items) => {
      runs.push(items);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5));
        const failure = options.fail?.(items);
        if (failure) throw failure;
        return items.map((item) => item.value * 2);
      } finally {
        running--;
      }
    },
    inFlight: 1,
    maxBatch: options.maxBatch ?? 64,
    keyOf: (item) => item.user,
    retryAlone: (error) => error === 'taken',
  });
  return { submit, runs, mostAtOnce: () => mostAtOnce };
}

describe('batchQueue', () => {
  it('runs the calls made together in one batch and answers each its own result', async () => {
    const { submit, runs } = recordingQueue();
    const answers = await Promise.all([1, 2, 3, 4].map((user) => submit({ user, value: user * 10 })));
    expect(answers).toEqual([20, 40, 60, 80]);
    expect(runs.map((run) => run.length)).toEqual([4]);
  });

  it('a lone call runs at once, and calls that arrive while a batch runs make the next one', async () => {
    const { submit, runs, mostAtOnce } = recordingQueue({ delayMs: 30 });
    const first = submit({ user: 1, value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toHaveLength(1);
    const later = [2, 3, 4].map((user) => submit({ user, value: user }));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(runs.map((run) => run.map((call) => call.user))).toEqual([[1], [2, 3, 4]]);
    expect(mostAtOnce()).toBe(1);
  });

  it("never puts one key's calls in the same batch: they go one batch after another, in order", async () => {
    const { submit, runs } = recordingQueue();
    const answers = await Promise.all([
      submit({ user: 7, value: 1 }),
      submit({ user: 7, value: 2 }),
      submit({ user: 8, value: 3 }),
      submit({ user: 7, value: 4 }),
    ]);
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(runs.map((run) => run.map((call) => call.value))).toEqual([[1, 3], [2], [4]]);
  });

  it('takes at most maxBatch calls per batch', async () => {
    const { submit, runs } = recordingQueue({ maxBatch: 3 });
    await Promise.all(Array.from({ length: 7 }, (_, user) => submit({ user, value: user })));
    expect(runs.map((run) => run.length)).toEqual([3, 3, 1]);
  });

  it('a batch refused whole for one of its calls runs each call alone, so only that one fails', async () => {
    const { submit, runs } = recordingQueue({ fail: (items) => (items.some((item) => item.value === 13) ? 'taken' : null) });
    const answers = await Promise.allSettled([1, 13, 3].map((value, user) => submit({ user, value })));
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: 'taken' },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(runs.map((run) => run.map((call) => call.value))).toEqual([[1, 13, 3], [1], [13], [3]]);
  });

  it('any other failure is the answer of every call in the batch, and the queue goes on', async () => {
    let down = true;
    const { submit } = recordingQueue({ fail: () => (down ? new Error('database away') : null) });
    const answers = await Promise.allSettled([1, 2].map((user) => submit({ user, value: user })));
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    down = false;
    expect(await submit({ user: 1, value: 5 })).toBe(10);
  });
});
