// The liabilities of the application's facts (contract: the application answer's `liens`) and the
// applicant's payoff choices, checked before SUBMIT_LIENS. Pure.

export interface Lien {
  id: string;
  creditor: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  payOff: { status: string };
}

export type PayOffChoices = Record<string, boolean | undefined>;

/** The liens of an application answer, or none (a missing or malformed field shows an empty list). */
export function liensOf(application: unknown): Lien[] {
  const liens = (application as { liens?: unknown } | undefined)?.liens;
  return Array.isArray(liens) ? liens.filter((l): l is Lien => typeof (l as Lien | null)?.id === 'string') : [];
}

/** The event's answers once every lien has a choice; otherwise the ids still without one. */
export function payOffAnswers(liens: Lien[], choices: PayOffChoices): { ok: true; answers: { liens: Array<{ id: string; payOff: boolean }> } } | { ok: false; missing: string[] } {
  const missing = liens.filter((l) => typeof choices[l.id] !== 'boolean').map((l) => l.id);
  if (missing.length) return { ok: false, missing };
  return { ok: true, answers: { liens: liens.map((l) => ({ id: l.id, payOff: choices[l.id] === true })) } };
}
