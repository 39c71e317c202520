// What an application screen gets from the application page (features/application) that mounts it
// through the screen registry (app/screens.tsx): shared here, so neither side imports the other.
import type { ComponentType } from 'react';
import type { EventName } from '../../../generated/events';

export interface ScreenProps {
  uuid: string;
  /** The screen's name in the status-to-screen table (start/contact, product/select ...). */
  screen: string;
  /** The application's version from the last status answer: an event sends it back (a stale tab gets 409). */
  version: number | undefined;
  /**
   * Sends an applicant event of the status machine (POST .../events with the status's version),
   * then follows the new status to its screen. Rejects with the failure when the server refuses
   * it; a stale tab or a closed step shows where the application is now instead.
   */
  onEvent: (type: EventName, answers?: Record<string, unknown>) => Promise<void>;
  /** Reads the status again and follows it (after an event, or a screen that waits on the server). */
  reroute: () => void;
  /** The same as reroute (the form screens' name for it). */
  onStatusChange: () => void;
}

export type ScreenComponent = ComponentType<ScreenProps>;
export type Screen = ScreenComponent;

/** Screen name → what draws it. */
export type ScreenRegistry = Readonly<Record<string, ScreenComponent>>;
