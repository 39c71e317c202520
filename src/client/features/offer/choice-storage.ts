// The chosen offer and draw, kept for this tab: the confirm screen shows them, and a return to
// product/select starts from them (the server has them too, from SELECT_OFFER).
export interface OfferChoice {
  offerId: string;
  amount: number;
}

const key = (uuid: string) => `heloc_offer_choice:${uuid}`;

export function readChoice(uuid: string): OfferChoice | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(key(uuid)) ?? 'null') as Partial<OfferChoice> | null;
    return typeof value?.offerId === 'string' && typeof value.amount === 'number' ? { offerId: value.offerId, amount: value.amount } : undefined;
  } catch {
    // Blocked storage or a value from an older page: start from the defaults.
    return undefined;
  }
}

export function writeChoice(uuid: string, choice: OfferChoice): boolean {
  try {
    sessionStorage.setItem(key(uuid), JSON.stringify(choice));
    return true;
  } catch {
    return false;
  }
}
