// @rjsf/mui's select, in its own chunk: only steps with a choice that names no widget load it.
export { default as SelectWidget } from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
