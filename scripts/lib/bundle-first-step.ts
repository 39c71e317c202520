// The widget modules the first step of a flow loads on demand before its first input shows (rule 2
// of scripts/lib/bundle-budget.ts). Widgets are in the first-render count only if they are split
// from the entry; while the registry is static they are in the entry already, so none are listed.
export function firstStepWidgetSources(_repo: string, _flowId: string): string[] {
  return [];
}
