import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUpdateChecks, UPDATE_CHECK_MS } from './update-checks';

describe('hourly update checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a new version every hour, only while online and while none is already installing', () => {
    let online = true;
    const registration = { update: vi.fn(async () => undefined), installing: null as ServiceWorker | null };
    const stop = scheduleUpdateChecks(registration as unknown as ServiceWorkerRegistration, { isOnline: () => online });

    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);

    online = false;
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);

    online = true;
    registration.installing = {} as ServiceWorker;
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);

    registration.installing = null;
    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_MS * 3);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
