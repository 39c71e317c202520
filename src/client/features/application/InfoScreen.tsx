// Screens that only explain where the application stands: what happened, what happens next, what
// the applicant can do, and the support phone (copy/en/application.json → screens.<id>).
import { StatusInfo } from '../../lib/screen/StatusInfo';

export function InfoScreen({ copyId }: { copyId: string }) {
  return <StatusInfo copyId={copyId} />;
}
