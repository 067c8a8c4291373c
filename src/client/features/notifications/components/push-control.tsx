// "Turn on push notifications" in the settings: what this device can do, and the switch for it.
import { useLingui } from '@lingui/react/macro';
import { usePush } from '../hooks/use-push';

export function PushControl() {
  const { t } = useLingui();
  const push = usePush();
  let body;
  if (push.support === 'home-screen') {
    body = <p className="text-sm">{t`To get notifications on iPhone, add Rebox to your Home Screen first: tap Share, then Add to Home Screen, and open it from there.`}</p>;
  } else if (push.support === 'unsupported') {
    body = <p className="text-sm text-base-content/70">{t`This browser cannot show push notifications. You still find every notification in the app.`}</p>;
  } else if (push.permission === 'denied') {
    body = <p className="text-sm text-base-content/70">{t`Notifications are blocked for Rebox in this browser. Allow them in the browser's site settings, then come back here.`}</p>;
  } else if (push.subscribed) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm" data-testid="push-on">{t`Push notifications are on for this device.`}</p>
        <button type="button" className="btn btn-outline btn-sm min-h-11" disabled={push.busy} onClick={() => void push.turnOff()}>
          {t`Turn off push notifications`}
        </button>
      </div>
    );
  } else {
    body = (
      <button type="button" className="btn btn-primary btn-sm min-h-11 self-start" disabled={push.busy || push.subscribed === null} onClick={() => void push.turnOn()}>
        {t`Turn on push notifications`}
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {body}
      {push.error && (
        <p role="alert" className="text-sm text-error">
          {push.error}
        </p>
      )}
    </div>
  );
}
