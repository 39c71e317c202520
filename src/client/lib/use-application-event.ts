// One applicant event per screen action: reads the status (its version guards the event), keeps
// the button busy while the request is in flight (a double click sends once: the guard is a ref,
// set before React re-renders the disabled button), and afterwards lets the application page read
// the status again and show its screen. The event's input is checked first by its schema's
// precompiled validator (./event-input.ts): a refusal shows at the fields without a request.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventName } from '../../generated/events';
import {
  applicationUrl, readApplicationStatus, rereadState, sendApplicationEvent, toEventFailure,
  type ApplicationStatusAnswer, type EventAnswers, type EventFailure,
} from './application-events';
import { checkEventInput } from './event-input';

export type { EventFailure };

export interface SendOptions {
  /** Instead of re-reading the status: what to do with the answer (e.g. open a sub-screen). */
  onDone?: (answer: ApplicationStatusAnswer) => void;
  /** The screen stays for another event (one signature after another): ready again once answered. */
  stay?: boolean;
}

/**
 * `reroute`: the application page's own 'read the status again and follow it' (main's ScreenProps),
 * used after an event when the page gives one; otherwise the page is asked to by navigation state.
 */
export function useApplicationEvent(uuid: string, reroute?: () => void) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<ApplicationStatusAnswer>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EventFailure>();
  const inFlight = useRef(false);
  // The status read of this screen: an action taken before it answers waits for it, so the button
  // is never shown disabled while it loads (and never flips from grey to the brand's colour).
  const reading = useRef<Promise<ApplicationStatusAnswer>>(undefined);

  useEffect(() => {
    let live = true;
    const read = readApplicationStatus(uuid);
    reading.current = read;
    read.then(
      (s) => live && setStatus(s),
      (e: unknown) => live && setFailure(toEventFailure(e)),
    );
    return () => {
      live = false;
    };
  }, [uuid]);

  const send = useCallback(
    async (type: EventName, answers?: EventAnswers, options: SendOptions = {}): Promise<ApplicationStatusAnswer | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      setFailure(undefined);
      try {
        const refused = await checkEventInput(type, answers);
        if (refused) {
          setFailure(refused);
          inFlight.current = false;
          setBusy(false);
          return undefined;
        }
        const { version } = status ?? (await reading.current!);
        const answer = await sendApplicationEvent(uuid, type, version, answers, globalThis.crypto?.randomUUID?.());
        setStatus(answer);
        if (options.onDone) options.onDone(answer);
        else if (reroute) reroute();
        else navigate(applicationUrl(uuid), { state: rereadState() });
        if (options.stay) {
          inFlight.current = false;
          setBusy(false);
        }
        // Stays busy: the page moves on, and the answered version is no reason to send again.
        return answer;
      } catch (e) {
        setFailure(toEventFailure(e));
        inFlight.current = false;
        setBusy(false);
        return undefined;
      }
    },
    [navigate, reroute, status, uuid],
  );

  return { status, busy, failure, send, setFailure };
}
