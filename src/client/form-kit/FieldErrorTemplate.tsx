// A field's message, spoken when it appears (role=alert) and named by the field's aria-describedby.
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { FormHelperText } from '@mui/material';

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = errors.filter((e): e is string => typeof e === 'string');
  if (messages.length === 0) return null;
  return (
    <FormHelperText component="div" error id={errorId(fieldPathId)} role="alert">
      {messages[0]}
    </FormHelperText>
  );
}
