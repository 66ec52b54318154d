// The browser's position for a check-in or check-out (docs/decisions/162).

/** How long the phone may look for a fix before the tech is told to try again (GPS cold start ~10 s). */
export const POSITION_TIMEOUT_MS = 20_000;

/** The texts shown when no position comes; the check-in is then not sent. */
export const POSITION_MESSAGES = {
  unsupported: 'This browser cannot share your location, so the check-in cannot be sent.',
  denied:
    'Location permission is denied. Allow this site to use your location in the browser settings, then try again.',
  unavailable: 'Your position is unavailable. Turn on location services or move to open sky, then try again.',
  timeout: 'Finding your position took too long. Try again.',
} as const;

export type Position = { latitude: number; longitude: number; accuracy: number | null };

/** A failure to get the position, with the text to show. */
export class PositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PositionError';
  }
}

const messageOf = (error: GeolocationPositionError): string =>
  error.code === error.PERMISSION_DENIED
    ? POSITION_MESSAGES.denied
    : error.code === error.TIMEOUT
      ? POSITION_MESSAGES.timeout
      : POSITION_MESSAGES.unavailable;

/**
 * One fresh, high-accuracy fix (never a cached one: the point is where the tech is now). Rejects with a
 * `PositionError` when the browser has no geolocation, the permission is denied, no fix comes or it is late.
 */
export function getCurrentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new PositionError(POSITION_MESSAGES.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
        }),
      (error) => reject(new PositionError(messageOf(error))),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
