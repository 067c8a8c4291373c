// The person's position, only when they allow it: asked on a tap, or read at once when the
// browser already has their permission for this site.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import type { Position } from '../lib/distance';

type State = 'idle' | 'asking' | 'located' | 'refused';

export interface PositionAnswer {
  state: State;
  position: Position | null;
  message: string;
  ask: () => void;
}

export function usePosition(): PositionAnswer {
  const [state, setState] = useState<State>('idle');
  const [position, setPosition] = useState<Position | null>(null);
  const [message, setMessage] = useState('');

  const ask = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState('refused');
      setMessage(t`This browser cannot share your location: search by city instead.`);
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        setState('located');
      },
      (error) => {
        setState('refused');
        setMessage(
          error.code === error.PERMISSION_DENIED
            ? t`Location is not allowed for this site: search by city instead.`
            : t`Your location could not be found just now: search by city, or try again.`,
        );
      },
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  }, []);

  useEffect(() => {
    let live = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (live && status.state === 'granted') ask();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ask]);

  return { state, position, message, ask };
}
