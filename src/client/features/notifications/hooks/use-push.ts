// This device's push: whether it can take pushes, what the person allowed, whether it is on,
// and turning it on and off.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/client/lib/api/api-client';
import { notificationPermission, pushSupport } from '../lib/push-support';
import { currentPushSubscription, turnOffPush, turnOnPush } from '../lib/push-subscription';

export function usePush() {
  const { t } = useLingui();
  const [support] = useState(() => pushSupport());
  const [permission, setPermission] = useState(() => notificationPermission());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    currentPushSubscription().then(
      (subscription) => current && setSubscribed(subscription !== null),
      () => current && setSubscribed(false),
    );
    return () => {
      current = false;
    };
  }, [support]);

  const turnOn = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await turnOnPush();
      setPermission(notificationPermission());
      setSubscribed(outcome === 'on');
      if (outcome === 'unavailable') setError(t`Push notifications need the app to finish loading. Try again in a moment.`);
      return outcome === 'on';
    } catch (failure) {
      console.warn('Rebox: push could not be turned on', failure);
      setError(errorMessage(failure, t`Could not turn on push notifications. Try again later.`));
      return false;
    } finally {
      setBusy(false);
    }
  }, [t]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await turnOffPush();
      setSubscribed(false);
    } catch (failure) {
      setError(errorMessage(failure, t`Could not turn off push notifications. Try again later.`));
    } finally {
      setBusy(false);
    }
  }, [t]);

  return { support, permission, subscribed, busy, error, turnOn, turnOff };
}
