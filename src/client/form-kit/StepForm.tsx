// Renders any step of any flow: the step's JSON Schema and uiSchema through rjsf on MUI, its copy
// through i18next, its validation through the engine. No journey logic lives here.
import { useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import { Alert, Box, Button } from '@mui/material';
import type { IChangeEvent } from '@rjsf/core';
import { toErrorSchema, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { Answers, Flow, FlowContext, Step } from '../../core/flow/types';
import type { StepValidators } from '../../core/validation/validate-step';
import { fieldGroupNames } from '../../core/validation/field-groups';
import { createStepValidator, pointerToProperty, type Translate } from './step-validator';
import { translateUiSchema } from './translate-ui-schema';
import { templates } from './theme';
import { loadRenderers, loadedRenderers, type Renderers } from './widgets';
import { useFormHydrated } from '../lib/after-hydration';
import { createTouched } from './touched';
import { pendingConfirmation } from './confirmations';
import { focusFirstError } from './focus-first-error';

const keepFocus = (e: React.MouseEvent) => e.preventDefault();

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
  /** While the answers are being sent: the button is disabled, so a second click sends nothing. */
  busy?: boolean;
  /** Messages the server gave for fields (a 400 VALIDATION answer), shown at those fields. */
  serverErrors?: Array<{ pointer: string; message: string }>;
}

export function StepForm({ flow, step, answers, context, validators, submitText, t, onChange, onSubmit, busy = false, serverErrors }: StepFormProps) {
  // Messages show for a field once it is left, and for all once the step is submitted.
  const touched = useMemo(() => createTouched(), []);
  const validator = useMemo(
    () => createStepValidator(flow, step.id, validators, context, t, touched.visible),
    [flow, step.id, validators, context, t, touched],
  );
  const formRef = useRef<HTMLDivElement>(null);
  // Before the first submit a message waits until the field is left; after it, each message goes
  // as soon as the field is put right (no message left standing over a corrected answer).
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [confirming, setConfirming] = useState<{
    answers: Answers;
    messageKey: string;
  }>();
  const uiSchema = useMemo(
    () =>
      ({
        ...withoutGroupTitles(step.schema, translateUiSchema(step.uiSchema, t) as UiSchema),
        'ui:submitButtonOptions': {
          submitText,
          // A press keeps focus in the field: leaving it would show its message first, moving the
          // button away under the pointer before the click lands.
          props: { variant: 'contained', size: 'large', disabled: busy, onMouseDown: keepFocus },
        },
      }) as UiSchema<Answers>,
    [step.schema, step.uiSchema, submitText, t, busy],
  );
  const renderers = useRenderers(step);
  // What was typed into the server's render of this step before the script ran goes to the answers now.
  useFormHydrated();
  const extraErrors = useMemo(
    () => (serverErrors?.length ? (toErrorSchema<Answers>(serverErrors.map((e) => ({ property: pointerToProperty(e.pointer), message: e.message, stack: e.message }))) as ErrorSchema<Answers>) : undefined),
    [serverErrors],
  );
  const submit = (formData: Answers) => {
    const messageKey = pendingConfirmation(step.uiSchema, formData);
    if (messageKey && confirming?.answers !== formData) setConfirming({ answers: formData, messageKey });
    else onSubmit(formData);
  };
  // A step's widgets are usually loaded before it shows (FlowPage); until they are, no form.
  if (!renderers) return null;
  return (
    <Box
      ref={formRef}
      onSubmitCapture={() => {
        touched.submit();
        setSubmittedOnce(true);
      }}
    >
      <Form
        idPrefix="root"
        schema={step.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={answers}
        validator={validator}
        templates={templates}
        widgets={renderers.widgets}
        fields={renderers.fields}
        showErrorList={false}
        extraErrors={extraErrors}
        noHtml5Validate
        liveValidate={submittedOnce ? 'onChange' : 'onBlur'}
        // A consent's `const: true` is what the applicant must choose, never a ticked default.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        onBlur={touched.touch}
        focusOnFirstError={(error) => focusFirstError(formRef.current, error)}
        // Errors are shown at their fields; rjsf would otherwise also log them to the console.
        onError={() => undefined}
        onChange={(e: IChangeEvent<Answers>) => {
          setConfirming(undefined);
          onChange(e.formData ?? {});
        }}
        onSubmit={(e: IChangeEvent<Answers>) => submit(e.formData ?? {})}
      />
      {confirming && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={() => onSubmit(confirming.answers)}>
              {t('fields.confirm')}
            </Button>
          }
        >
          {t(confirming.messageKey)}
        </Alert>
      )}
    </Box>
  );
}

/** The step's widgets and fields from the registry, loaded on demand; a failed load goes to the error boundary. */
function useRenderers(step: Step): Renderers | undefined {
  const [renderers, setRenderers] = useState(() => loadedRenderers(step));
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (renderers) return;
    let live = true;
    loadRenderers(step).then(
      (r) => live && setRenderers(r),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [step, renderers]);
  if (failure) throw failure.error;
  return renderers;
}

// A group of fields (propertyAddress, dob ...) is introduced by the step's heading and question,
// so its property name is not shown as a title unless the flow gives it one.
function withoutGroupTitles(schema: Record<string, unknown>, uiSchema: UiSchema): UiSchema {
  const out: UiSchema = { ...uiSchema };
  for (const key of fieldGroupNames(schema)) {
    const own = (uiSchema[key] ?? {}) as UiSchema;
    if (own['ui:title'] === undefined)
      out[key] = {
        ...own,
        'ui:options': { ...(own['ui:options'] as object), label: false },
      };
  }
  return out;
}
