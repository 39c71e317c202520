// The address typeahead's rules and its one call (spec sections 5 and 7).
import type { ApiAddressTypeahead } from '../../../generated/types/api-address-typeahead';

export type AddressSuggestion = ApiAddressTypeahead[number];

/** 'Please enter a valid property address' when empty, under 3 characters, or a single word. */
export const isTypeaheadTextValid = (text: string): boolean => text.trim().length >= 3 && text.trim().split(/\s+/).length >= 2;

/** GET to the configured address-search URL with the typed text appended. */
export async function searchAddresses(baseUrl: string, text: string, signal: AbortSignal): Promise<AddressSuggestion[]> {
  const response = await fetch(`${baseUrl}${encodeURIComponent(text.trim())}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return [];
  const body = (await response.json()) as unknown;
  return Array.isArray(body) ? (body as AddressSuggestion[]) : [];
}
