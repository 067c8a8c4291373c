// "Once this frame has painted": a requestAnimationFrame callback runs before the next paint,
// a timeout queued from it runs after it. Work that must not hold back the first screen (the
// rows below the fold, the service worker's registration) waits for it. Returns the cancel
// function, for an effect's clean-up.
export function afterNextPaint(callback: () => void, { thenIdle = false } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      // Then the first idle moment, where the browser has one (Safari has no requestIdleCallback).
      if (thenIdle && typeof requestIdleCallback === 'function') idle = requestIdleCallback(callback, { timeout: 2000 });
      else callback();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
