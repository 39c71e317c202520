// Our schemas have no additionalProperties to rename or remove, so a field is only wrapped, as
// @rjsf/mui wraps a field that is not additional (its version imports TextField and icon buttons).
import type { WrapIfAdditionalTemplateProps } from '@rjsf/utils';

export function WrapIfAdditionalTemplate({ classNames, style, children }: WrapIfAdditionalTemplateProps) {
  return (
    <div className={classNames} style={style}>
      {children}
    </div>
  );
}
