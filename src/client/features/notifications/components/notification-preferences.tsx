// The settings' notifications section: per kind of notification, in the app / push / mail,
// and turning on push for this device. Each switch saves at once.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ChannelPreference, KindPreferences, NotificationKind } from '@/shared/contract/notifications';
import type { Role } from '@/shared/roles';
import { errorMessage } from '@/client/lib/api/api-client';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getNotificationPreferences } from '../api/get-notification-preferences';
import { updateNotificationPreferences } from '../api/update-notification-preferences';
import { KIND_LABEL, kindsFor } from '../lib/kinds';
import { PushControl } from './push-control';

type Channel = keyof ChannelPreference;

export function NotificationPreferences({ role }: { role: Role }) {
  const { t } = useLingui();
  const loaded = useAsync(getNotificationPreferences, []);
  const [kinds, setKinds] = useState<KindPreferences | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = kinds ?? loaded.data?.kinds ?? null;
  const mine = kindsFor(role);

  const change = async (kind: NotificationKind, channel: Channel, on: boolean) => {
    if (!shown) return;
    const before = shown;
    const next = { ...shown[kind], [channel]: on };
    setKinds({ ...shown, [kind]: next });
    setError(null);
    try {
      await updateNotificationPreferences({ kinds: { [kind]: next } });
    } catch (failure) {
      setKinds(before);
      setError(errorMessage(failure));
    }
  };

  const channels: { channel: Channel; label: string }[] = [
    { channel: 'inApp', label: t`In the app` },
    { channel: 'push', label: t`Push` },
    { channel: 'mail', label: t`Mail` },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="notification-preferences">
      <PushControl />
      {mine.length === 0 ? null : !shown ? (
        loaded.error ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t`Could not load your notification settings: ${loaded.error}`}</span>
            <button type="button" className="btn btn-sm min-h-11" onClick={loaded.reload}>
              {t`Retry`}
            </button>
          </div>
        ) : (
          <div className="skeleton h-24 w-full" aria-busy="true" aria-label={t`Loading your notification settings`} />
        )
      ) : (
        <ul className="flex flex-col divide-y divide-base-300">
          {mine.map((kind) => (
            <li key={kind} className="py-2">
              <fieldset>
                <legend className="text-sm font-medium">{t(KIND_LABEL[kind])}</legend>
                <div className="flex flex-wrap gap-x-6">
                  {channels.map(({ channel, label }) => (
                    <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-2">
                      <input
                        type="checkbox"
                        role="switch"
                        className="toggle toggle-primary toggle-sm"
                        checked={shown[kind][channel]}
                        onChange={(event) => void change(kind, channel, event.target.checked)}
                      />
                      <span className="text-sm">{label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
