// The step renderer's theme: @rjsf/core's Form with only the @rjsf/mui parts our flows use (deep
// imports), plus our own. The package's Theme would import every MUI widget (Slider, Checkboxes,
// the array buttons and their icons) whether a flow uses them or not.
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import DescriptionField from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import TitleField from '@rjsf/mui/lib/TitleField/TitleField.js';
import { BaseInputTemplate } from './BaseInputTemplate';
import { FieldErrorTemplate } from './FieldErrorTemplate';
import { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate';
import { RadioWidget } from './RadioWidget';
import { SubmitButton } from './SubmitButton';

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  DescriptionFieldTemplate: DescriptionField,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};

// Enums without a named widget (suffix, employment type) are MUI selects, loaded with their step
// (widgets/modules.ts).
export const themeWidgets: RegistryWidgetsType = { RadioWidget };
