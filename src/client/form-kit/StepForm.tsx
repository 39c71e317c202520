// Renders any step of any flow: the step's JSON Schema and uiSchema through rjsf on MUI, its copy
// through i18next, its validation through the engine. No journey logic lives here.
import { useMemo } from 'react';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Answers, Flow, FlowContext, Step } from '../../core/flow/types';
import type { StepValidators } from '../../core/validation/validate-step';
import { createStepValidator, type Translate } from './step-validator';
import { translateUiSchema } from './translate-ui-schema';

export interface StepFormProps {
  flow: Flow;
  step: Step;
  answers: Answers;
  context: FlowContext;
  validators: StepValidators;
  submitText: string;
  t: Translate;
  onChange: (answers: Answers) => void;
  onSubmit: (answers: Answers) => void;
}

export function StepForm({ flow, step, answers, context, validators, submitText, t, onChange, onSubmit }: StepFormProps) {
  const validator = useMemo(() => createStepValidator(flow, step.id, validators, context, t), [flow, step.id, validators, context, t]);
  const uiSchema = useMemo(
    () =>
      ({
        ...(translateUiSchema(step.uiSchema, t) as UiSchema),
        'ui:submitButtonOptions': { submitText, props: { variant: 'contained', size: 'large' } },
      }) as UiSchema<Answers>,
    [step.uiSchema, submitText, t],
  );
  return (
    <Form
      idPrefix="root"
      schema={step.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={answers}
      validator={validator}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      onChange={(e: IChangeEvent<Answers>) => onChange(e.formData ?? {})}
      onSubmit={(e: IChangeEvent<Answers>) => onSubmit(e.formData ?? {})}
    />
  );
}
