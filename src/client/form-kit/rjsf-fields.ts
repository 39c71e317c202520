// @rjsf/core's field registry without the fields our flows never use: arrays, anyOf/oneOf and the
// layout-grid fields (~8 KB gzip). vite.config.ts puts it in place of @rjsf/core's own
// components/fields/index.js. tests/build/bundle-budget.test.ts checks that no generated flow
// schema has an array, anyOf or oneOf; rjsf would show its "unsupported field" for one.
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

export default function fields() {
  return { BooleanField, CyclicSchemaField, FallbackField, NullField, NumberField, ObjectField, OptionalDataControlsField, SchemaField, StringField };
}
