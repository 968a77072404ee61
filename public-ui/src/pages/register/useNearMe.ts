import { useState } from 'react';
import type { NearPoint } from '../verify/registerQuery';

/**
 * "Nearest to me" (DECISIONS §10): the browser's position, asked only when the visitor presses the
 * button and used only for this page's requests. Refused, unavailable or too slow, the register stays
 * newest first and says so; it works the same without it.
 */
export function useNearMe(onChange: () => void) {
  const [near, setNear] = useState<NearPoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const locate = () => {
    setUnavailable(false);
    if (!('geolocation' in navigator)) {
      setUnavailable(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setNear({ latitude: coords.latitude, longitude: coords.longitude });
        onChange();
      },
      () => {
        setLocating(false);
        setUnavailable(true);
      },
      // A town-level fix is enough to order centres; a cached one up to ten minutes old saves the battery.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  const clear = () => {
    setNear(null);
    onChange();
  };

  return { near, locating, unavailable, locate, clear };
}
