import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../performance/after-paint';

/**
 * `value`, one painted frame late, for work a keystroke should not wait for (filtering and
 * re-rendering a list of thousands). The newest value is taken up once the frame that shows the
 * keystroke has painted, as a transition, so the next keystroke interrupts it. React's
 * useDeferredValue starts its render in the very next task, before the browser's frame, so the
 * frame answering a keystroke waited for the filtered grid too (tests/bench/README.md).
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    return afterNextPaint(() => startTransition(() => setShown(value)));
  }, [value, shown]);
  return shown;
}
