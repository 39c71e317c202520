// Screens that only explain where the application stands: what happened, what happens next, what
// the applicant can do, and the support phone (copy/en/application.json → screens.<id>). A screen
// that says it "moves on by itself" (bpo/waiting) is given `watch`: it keeps reading the status and
// follows it when it changes.
import { StatusInfo } from '../../lib/screen/StatusInfo';
import { useStatusChange } from '../../lib/screen/use-status-change';

export interface Watch {
  uuid: string;
  /** The version the page routed on: a change from it moves the page on. */
  version: number | undefined;
  reroute: (() => void) | undefined;
}

export function InfoScreen({ copyId, watch }: { copyId: string; watch?: Watch }) {
  return watch ? <WatchingInfo copyId={copyId} watch={watch} /> : <StatusInfo copyId={copyId} />;
}

function WatchingInfo({ copyId, watch }: { copyId: string; watch: Watch }) {
  useStatusChange(watch.uuid, watch.version, watch.reroute);
  return <StatusInfo copyId={copyId} />;
}
