// The registry of the step renderer: the names a flow's uiSchema may use ("ui:widget": <name>,
// "ui:field": <name>) and what renders them. One place, so a flow picks a widget by name and the
// screens hold no journey logic.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { themeWidgets } from '../theme';
import { AddressComboboxWidget } from './AddressComboboxWidget';
import { AddressTypeaheadField } from './AddressTypeaheadField';
import { ChoiceCardsWidget } from './ChoiceCardsWidget';
import { ConsentWidget } from './ConsentWidget';
import { DateOfBirthField } from './DateOfBirthField';
import { MoneyWidget } from './MoneyWidget';
import { PasswordStrengthWidget } from './PasswordStrengthWidget';
import { PhoneWidget } from './PhoneWidget';

export const widgets: RegistryWidgetsType = {
  ...themeWidgets,
  addressCombobox: AddressComboboxWidget,
  choiceCards: ChoiceCardsWidget,
  consent: ConsentWidget,
  money: MoneyWidget,
  passwordStrength: PasswordStrengthWidget,
  usPhone: PhoneWidget,
};

export const fields: RegistryFieldsType = {
  addressTypeahead: AddressTypeaheadField,
  dateOfBirth: DateOfBirthField,
};
