// conditions/upload-document: the documents a condition asks for (its requestDocuments, else its
// category's), at least numDocsRequired of them (default 1: spec section 9). Each file is uploaded
// as it is chosen; Send gives the condition their ids.
import { useTranslation } from 'react-i18next';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { ConditionDocuments } from '../../lib/ConditionDocuments';
import { ConditionFrame, type AnswerControls } from './ConditionFrame';

export function ConditionUpload({ uuid }: BespokeScreenProps) {
  const { t } = useTranslation();
  return (
    <ConditionFrame uuid={uuid} heading={t('conditions.upload.heading')}>
      {(controls) => <UploadForm key={controls.condition.uuid} uuid={uuid} {...controls} />}
    </ConditionFrame>
  );
}

function UploadForm({ uuid, condition, busy, send }: AnswerControls & { uuid: string }) {
  return <ConditionDocuments uuid={uuid} condition={condition} busy={busy} onSend={(documentUuids) => void send({ documentUuids })} />;
}
