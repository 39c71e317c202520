// A flow's answers read back in the flow's own words (the summary before the binding submit).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerRows } from '../../src/core/flow/answer-rows';
import type { Flow } from '../../src/core/flow/types';
import { repoRoot } from './helpers';

const flow = (id: string) => JSON.parse(readFileSync(join(repoRoot, `flows/heloc/${id}.flow.json`), 'utf8')) as Flow;

describe('answerRows', () => {
  it('labels each answer with its ui:title and an enum value with its ui:enumNames label', () => {
    const rows = answerRows(flow('contact'), {
      mailingSameAsProperty: 'NO',
      mailingAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      phoneNumber: '(555) 123-4567',
      maritalStatus: 'SEPARATED',
    });
    expect(rows).toEqual([
      { pointer: '/mailingSameAsProperty', labelKey: 'flows.contact.steps.index.question', value: { keys: ['fields.yesNo.NO'] } },
      { pointer: '/mailingAddress/street1', labelKey: 'fields.address.street1', value: { text: '1 Main St' } },
      { pointer: '/mailingAddress/city', labelKey: 'fields.address.city', value: { text: 'Austin' } },
      { pointer: '/mailingAddress/state', labelKey: 'fields.address.state', value: { text: 'TX' } },
      { pointer: '/mailingAddress/zip', labelKey: 'fields.address.zip', value: { text: '78701' } },
      { pointer: '/phoneNumber', labelKey: 'fields.phoneNumber', value: { text: '(555) 123-4567' } },
      { pointer: '/maritalStatus', labelKey: 'fields.maritalStatus.label', value: { keys: ['fields.maritalStatus.SEPARATED'] } },
    ]);
  });

  it('shows a group of boxes as the labels of the boxes ticked, and skips what was not answered', () => {
    const rows = answerRows(flow('hmda'), { ethnicity: { notHispanicOrLatino: true, mexican: false }, race: { white: true, asian: true }, sex: {} });
    expect(rows).toEqual([
      { pointer: '/ethnicity', labelKey: 'fields.hmda.ethnicity.label', value: { keys: ['fields.hmda.ethnicity.notHispanicOrLatino'] } },
      { pointer: '/race', labelKey: 'fields.hmda.race.label', value: { keys: ['fields.hmda.race.white', 'fields.hmda.race.asian'] } },
    ]);
  });

  it("reads a co-owner's name back in the form's order (ui:order), whatever order the stored keys come in", () => {
    // jsonb hands keys back sorted by length: lastName before firstName.
    const rows = answerRows(flow('contact'), { titleOwnership: 'JOINT', coOwnerName: { lastName: 'Owner', firstName: 'Sam' }, coOwnerEmail: 'sam@example.com' });
    expect(rows).toEqual([
      { pointer: '/titleOwnership', labelKey: 'flows.contact.steps.title.question', value: { keys: ['fields.titleOwnership.JOINT'] } },
      { pointer: '/coOwnerName/firstName', labelKey: 'fields.coOwner.firstName', value: { text: 'Sam' } },
      { pointer: '/coOwnerName/lastName', labelKey: 'fields.coOwner.lastName', value: { text: 'Owner' } },
      { pointer: '/coOwnerEmail', labelKey: 'fields.coOwner.email', value: { text: 'sam@example.com' } },
    ]);
  });
});
