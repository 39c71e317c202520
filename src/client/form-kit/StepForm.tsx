// Renders any step of any flow: the step's JSON Schema and uiSchema through rjsf on MUI, its copy
// through i18next, its validation through the engine. No journey logic lives here.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import { Alert, Box, Button } from '@mui/material';
import type { IChangeEvent } from '@rjsf/core';
import { toErrorSchema, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { Answers, Flow, FlowContext, Step } from '../../core/flow/types';
import { validateStep, type StepValidators } from '../../core/validation/validate-step';
import { fieldGroupNames } from '../../core/validation/field-groups';
import { createStepValidator, pointerToProperty, type Translate } from './step-validator';
import { translateUiSchema } from './translate-ui-schema';
import { templates } from './theme';
import { loadRenderers, loadedRenderers, type Renderers } from './widgets';
import { useFormHydrated } from '../lib/after-hydration';
import { createTouched } from './touched';
import { pendingConfirmation } from './confirmations';
import { focusFirstError } from './focus-first-error';
import { useLatest } from './use-latest';
import { hiddenFields, withoutFields } from '../../core/flow/fields-if';

const keepFocus = (e: React.MouseEvent) => e.preventDefault();
const CONST_NOT_DEFAULT = { constAsDefaults: 'never' } as const;
const NO_REPORT = () => undefined;

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
  /** Drawn ahead, hidden (FlowRunner): it reports no change until it is shown. */
  hidden?: boolean;
}

export const StepForm = memo(function StepForm({ flow, step: declared, answers, context, validators, submitText, t, onChange, onSubmit, busy = false, serverErrors, hidden = false }: StepFormProps) {
  // The step without the fields its fieldsIf hides now (a consent behind a flag that is off): the
  // same object while the same fields are hidden, so the form is not drawn again for nothing.
  const hiddenNow = hiddenFields(declared, answers, context).join('\n');
  const step = useMemo(() => withoutFields(declared, hiddenNow ? hiddenNow.split('\n') : []), [declared, hiddenNow]);
  // Messages show for a field once it is left, and for all once the step is submitted.
  const touched = useMemo(() => createTouched(), []);
  // rjsf is handed this step's own answers, and what it hands back is put together with the rest
  // of the latest answers: the form is not drawn again for an answer of another step (it may be
  // drawn ahead, hidden, while the step before is filled: FlowRunner). The merge drops every field
  // of the declared step first, so a hidden field's earlier answer goes too.
  const keys = useMemo(() => ownKeys(declared.schema), [declared.schema]);
  const shownKeys = useMemo(() => ownKeys(step.schema), [step.schema]);
  const own = useOwnAnswers(answers, shownKeys);
  const latest = useRef(answers);
  useLayoutEffect(() => {
    latest.current = answers;
  });
  const merge = useCallback(
    (data: Answers | undefined): Answers => {
      const rest = { ...latest.current };
      for (const key of keys) delete rest[key];
      return { ...rest, ...data };
    },
    [keys],
  );
  const validator = useMemo(
    // merge reads the latest answers when a validation runs (an event), never while drawing.
    // eslint-disable-next-line react-hooks/refs
    () => createStepValidator(flow, step.id, validators, context, t, touched.visible, merge),
    [flow, step.id, validators, context, t, touched, merge],
  );
  const formRef = useRef<HTMLDivElement>(null);
  const form = useRef<Form<Answers>>(null);
  // Before the first submit a message waits until the field is left; after it, each message goes
  // as soon as the field is put right (no message left standing over a corrected answer).
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [confirming, setConfirming] = useState<{
    /** What rjsf submitted (the same object when submitted again unchanged), and with the rest. */
    own: Answers;
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
  const submit = useLatest((ownData: Answers) => {
    const formData = merge(ownData);
    const messageKey = pendingConfirmation(step.uiSchema, formData);
    if (messageKey && confirming?.own !== ownData) setConfirming({ own: ownData, answers: formData, messageKey });
    else onSubmit(formData);
  });
  const change = useLatest((e: IChangeEvent<Answers>) => {
    // rjsf reports the defaults it fills in while it is first drawn: a form drawn hidden, at low
    // priority and in pieces, would report answers as they were when it started, over newer
    // ones. Its defaults go with its first change or its submit once shown.
    if (hidden) return;
    setConfirming(undefined);
    onChange(merge(e.formData ?? {}));
  });
  const submitted = useLatest((e: IChangeEvent<Answers>) => submit(e.formData ?? {}));
  const focusError = useLatest((error: Parameters<typeof focusFirstError>[1]) => focusFirstError(formRef.current, error));
  const liveValidate = submittedOnce ? 'onChange' : 'onBlur';
  // One element while its inputs stay the same: a render of the step form for another reason
  // (the answers of another step, a new location) does not draw rjsf's form again.
  const rjsfForm = useMemo(
    () =>
      renderers && (
        <Form
          ref={form}
          idPrefix="root"
          schema={step.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={own}
          validator={validator}
          templates={templates}
          widgets={renderers.widgets}
          fields={renderers.fields}
          showErrorList={false}
          extraErrors={extraErrors}
          noHtml5Validate
          liveValidate={liveValidate}
          // A consent's `const: true` is what the applicant must choose, never a ticked default.
          experimental_defaultFormStateBehavior={CONST_NOT_DEFAULT}
          onBlur={touched.touch}
          focusOnFirstError={focusError}
          // Errors are shown at their fields; rjsf would otherwise also log them to the console.
          onError={NO_REPORT}
          onChange={change}
          onSubmit={submitted}
        />
      ),
    [renderers, step.schema, uiSchema, own, validator, extraErrors, liveValidate, touched, focusError, change, submitted],
  );
  // A step's widgets are usually loaded before it shows (FlowPage); until they are, no form.
  if (!renderers) return null;
  return (
    <Box
      ref={formRef}
      onSubmitCapture={(event) => {
        touched.submit();
        setSubmittedOnce(true);
        // Valid answers go on from here, without rjsf's own submit: it would first draw this whole
        // form again (its state cleared of errors), only for the next step to replace it. Answers
        // with errors (or the server's messages) take rjsf's path, which shows them and focuses
        // the first. The same validation either way: the step's, as validateFormData runs it.
        const rjsf = form.current;
        if (!rjsf || extraErrors || event.target !== rjsf.formElement.current) return;
        const formData = rjsf.state.formData ?? {};
        if (validateStep(flow, step.id, merge(formData), context, validators).errors.length > 0) return;
        event.preventDefault();
        event.stopPropagation();
        // Clears a message still shown (a field put right but not yet left), as rjsf's submit does.
        rjsf.validateForm();
        submit(formData);
      }}
    >
      {rjsfForm}
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
});

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

/** The answers a step's schema holds (its properties, and those of its allOf parts). */
function ownKeys(schema: Record<string, unknown>): string[] {
  const parts = [schema, ...(Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [])];
  const keys = new Set<string>();
  for (const part of parts) {
    const properties = (part as { properties?: unknown } | null)?.properties;
    if (typeof properties === 'object' && properties !== null) Object.keys(properties).forEach((k) => keys.add(k));
  }
  return [...keys];
}

/** The step's own answers: the same object while none of them changes. */
function useOwnAnswers(answers: Answers, keys: readonly string[]): Answers {
  // Derived state (set while rendering, React's pattern for it), not a ref set in an effect: a
  // form drawn hidden runs no effects.
  const [own, setOwn] = useState(() => pick(answers, keys));
  if (keys.every((k) => own[k] === answers[k] && k in own === k in answers)) return own;
  const next = pick(answers, keys);
  setOwn(next);
  return next;
}

function pick(answers: Answers, keys: readonly string[]): Answers {
  const out: Answers = {};
  for (const key of keys) if (key in answers) out[key] = answers[key];
  return out;
}
