// An address (street1, street2, city, state, zip, and any other property such as occupancyType)
// whose street is a typeahead: choosing a suggestion fills the address and reveals the full
// address form, as does "Enter the address manually". Rendered by rjsf's own object field, so the
// answers keep their shape and every input its id, label and message.
import { useState } from 'react';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import type { AddressSuggestion } from './address-typeahead';

const HIDDEN_UNTIL_REVEALED = ['street2', 'city', 'state', 'zip'] as const;
const ADDRESS_PARTS = ['street1', 'city', 'state', 'zip'] as const;

type Address = Record<string, unknown>;

export function AddressTypeaheadField(props: FieldProps<Address>) {
  const { formData, errorSchema, uiSchema = {}, onChange, fieldPathId, registry } = props;
  const address = formData ?? {};
  // An address held from before (Back, a refresh) is shown in full.
  const [revealed, setRevealed] = useState(() => HIDDEN_UNTIL_REVEALED.some((k) => address[k]));
  const addressInvalid = ADDRESS_PARTS.some((k) => (errorSchema?.[k]?.__errors?.length ?? 0) > 0);
  const choose = (s: AddressSuggestion) => {
    onChange(
      {
        ...address,
        street1: s.street1,
        street2: s.street2 || undefined,
        city: s.city,
        state: s.state,
        zip: s.zip,
      },
      fieldPathId.path,
    );
    setRevealed(true);
  };
  const street1 = (uiSchema.street1 ?? {}) as UiSchema;
  const ui: UiSchema = {
    ...uiSchema,
    street1: {
      ...street1,
      'ui:widget': 'addressCombobox',
      'ui:hideError': !revealed,
      'ui:options': {
        ...(street1['ui:options'] as object),
        revealed,
        addressInvalid,
        choose,
        reveal: () => setRevealed(true),
      },
    },
  };
  if (!revealed) for (const k of HIDDEN_UNTIL_REVEALED) ui[k] = { ...(uiSchema[k] as object), 'ui:widget': 'hidden' };
  delete ui['ui:field'];
  const ObjectField = registry.fields.ObjectField!;
  return <ObjectField {...props} uiSchema={ui} />;
}
