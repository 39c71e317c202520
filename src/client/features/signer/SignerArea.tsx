// The co-signer area /heloc-signer (issue 16, spec section 2): index goes to the login; login (its
// own), resume (the invitation's link, or where the co-signer left off), intro, identity, consent (their own E-SIGN consent), sign,
// documents, conditions (upload-document and identity), cancelled and error. Loaded on demand with
// its words; the document viewer comes from app/ (features do not import each other).
import './signer-copy';
import { Navigate, Route, Routes } from 'react-router-dom';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { NotFound } from '../../lib/NotFound';
import { SignerConditionUpload, SignerConditions } from './SignerConditions';
import { SignerConsent } from './SignerConsent';
import { SignerDocuments } from './SignerDocuments';
import { SignerIdentity } from './SignerIdentity';
import { SignerIntro } from './SignerIntro';
import { SignerLogin } from './SignerLogin';
import { SignerNotice } from './SignerNotice';
import { SignerResume } from './SignerResume';
import { SignerSign } from './SignerSign';
import { ViewerContext, type DocumentViewer } from './viewer';

// Inside App's /heloc-signer/* route, these routes match the rest of the path: the table's paths less the base.
const at = (path: string) => path.slice(signerPageRoutes.index.length + 1);

export function SignerArea({ viewDocument }: { viewDocument: DocumentViewer }) {
  return (
    <ViewerContext.Provider value={viewDocument}>
      <Routes>
        <Route index element={<Navigate to={signerPageRoutes.login} replace />} />
        <Route path={at(signerPageRoutes.login)} element={<SignerLogin />} />
        <Route path={at(signerPageRoutes.resume)} element={<SignerResume />} />
        <Route path={at(signerPageRoutes.intro)} element={<SignerIntro />} />
        <Route path={at(signerPageRoutes.identity)} element={<SignerIdentity />} />
        <Route path={at(signerPageRoutes.consent)} element={<SignerConsent />} />
        <Route path={at(signerPageRoutes.sign)} element={<SignerSign />} />
        <Route path={at(signerPageRoutes.documents)} element={<SignerDocuments />} />
        <Route path={at(signerPageRoutes.conditions)} element={<SignerConditions />} />
        <Route path={at(signerPageRoutes.condition('upload-document'))} element={<SignerConditionUpload />} />
        <Route path={at(signerPageRoutes.condition('identity'))} element={<SignerIdentity />} />
        <Route path={at(signerPageRoutes.cancelled)} element={<SignerNotice copyId="cancelled" />} />
        <Route path={at(signerPageRoutes.error)} element={<SignerNotice copyId="error" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ViewerContext.Provider>
  );
}
