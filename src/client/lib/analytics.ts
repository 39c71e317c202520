// The journey's way to telemetry (./telemetry.ts), which loads on demand: its code and its
// allow-lists stay out of the first render. Nothing here can fail the journey.
import type { TelemetryEvent } from './telemetry';

export const loadTelemetry = () => import('./telemetry');

/** Sends an event; resolves when sent or dropped (never rejects). */
export function track(event: TelemetryEvent): Promise<void> {
  return loadTelemetry().then(
    (m) => m.track(event),
    () => undefined,
  );
}

/** Sends an event once per tab (e.g. the registration start, however often the step is shown). */
export function trackOnce(event: TelemetryEvent): void {
  const marker = `telemetry-sent:${event.name}`;
  if (sessionStorage.getItem(marker)) return;
  sessionStorage.setItem(marker, '1');
  void track(event);
}
