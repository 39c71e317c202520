// Experiment exposure (spec sections 4, 5, 7, 8): saved once per application per experiment. A
// marker in localStorage says it was sent; a failed save removes it, so the next exposure retries.
// Without an application id nothing is sent: spec section 5's 'App ID is required to save experiment'.
import { apiRoutes } from '../../core/contract/routes';
import { REDESIGN_EXPERIMENT, type ExperimentVariation } from '../../core/contract/telemetry';
import words from '../../../copy/en/telemetry.json';
import { apiCall } from './api';

const markerOf = (appUuid: string, name: string) => `experiment-exposure:${appUuid}:${name}`;

/** Saves the exposure unless this browser already has; rejects when the save fails (marker removed). */
export async function recordExposure(appUuid: string | undefined, name: string, variation: ExperimentVariation): Promise<void> {
  if (!appUuid) throw new Error(words.appIdRequired);
  const marker = markerOf(appUuid, name);
  if (localStorage.getItem(marker)) return;
  localStorage.setItem(marker, variation);
  try {
    await apiCall('PATCH', apiRoutes.experiments.path({ uuid: appUuid }), { body: { experiments: [{ name, variation }] } });
  } catch (error) {
    localStorage.removeItem(marker);
    throw error;
  }
}

/** The redesign experiment's two arms, by the registration flow the applicant went through. */
const REDESIGN_FLOWS: Record<string, ExperimentVariation | undefined> = { 'register-v2': 'variation', register: 'control' };

/** Once the application exists after registration: its exposure to the redesign (register-v2) or its control (register). */
export async function recordRedesignExposure(appUuid: string, flowId: string): Promise<void> {
  const variation = REDESIGN_FLOWS[flowId];
  if (variation) await recordExposure(appUuid, REDESIGN_EXPERIMENT, variation);
}
