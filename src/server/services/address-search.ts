// Address typeahead (spec section 7): the addresses that match the text typed so far. This is the
// sandbox service, answering from a fixed list (providers/sandbox/addresses.json); a lender points
// the page at its own service with the brand's addressSearchUrl.
import { fileURLToPath } from 'node:url';
import { readJson } from '../flows';
import type { ApiAddressTypeahead } from '../../generated/types/api-address-typeahead';

type Suggestion = ApiAddressTypeahead[number];

const MAX_SUGGESTIONS = 10;
// Shorter text matches too much of the list to help anyone.
const MIN_TEXT = 3;

export function loadSandboxAddresses(file = fileURLToPath(new URL('../providers/sandbox/addresses.json', import.meta.url))): Suggestion[] {
  return (readJson(file) as { addresses: Suggestion[] }).addresses;
}

const words = (text: string): string[] => text.toLowerCase().replace(/[^a-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);

/** Every typed word starts a word of the full address (the last one may be half typed). */
export function searchAddresses(addresses: Suggestion[], text: string): Suggestion[] {
  const typed = words(text);
  if (text.trim().length < MIN_TEXT || typed.length === 0) return [];
  return addresses
    .filter((a) => {
      const own = words(a.fullAddress);
      return typed.every((w) => own.some((o) => o.startsWith(w)));
    })
    .slice(0, MAX_SUGGESTIONS);
}
