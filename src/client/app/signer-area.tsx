// The co-signer area composed (loaded on demand by App): the area's pages with the signing screens'
// document viewer handed in here, since features do not import each other.
import { SignerArea } from '../features/signer/SignerArea';
import { DocumentView } from '../features/signing/DocumentView';

export function SignerPages() {
  return <SignerArea viewDocument={(props) => <DocumentView {...props} />} />;
}
