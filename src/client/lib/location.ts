// Where the applicant is, asked of the browser once (the eNotary's record, 'Why we need your
// location'): rounded to three decimals (about 100 m), which is all a notary's record needs.
import type { ApiCompleteEnotary } from '../../generated/types/api-complete-enotary';

export type LocationFailure = 'denied' | 'unavailable';
export type SharedLocation = ApiCompleteEnotary['location'];

const round = (n: number) => Math.round(n * 1000) / 1000;

export function shareLocationOnce(): Promise<SharedLocation> {
  return new Promise((resolve, reject: (failure: LocationFailure) => void) => {
    if (!('geolocation' in navigator)) return reject('unavailable');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: round(coords.latitude), longitude: round(coords.longitude), accuracyMeters: Math.round(coords.accuracy) }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
