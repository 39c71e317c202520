// Suggestions for the text typed so far: asked 250 ms after the last keystroke, the previous
// question cancelled, none for under 3 characters. An answer counts only for the text it was for;
// until it has come the suggestions are null, so nothing is announced as found before the search says.
import { useEffect, useState } from 'react';
import { searchAddresses, type AddressSuggestion } from './address-typeahead';

const DEBOUNCE_MS = 250;

export function useAddressSuggestions(baseUrl: string, text: string, enabled: boolean): AddressSuggestion[] | null {
  const [answer, setAnswer] = useState<{ text: string; suggestions: AddressSuggestion[] }>({ text: '', suggestions: [] });
  const wanted = enabled && text.trim().length >= 3;
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchAddresses(baseUrl, text, abort.signal).then(
        (suggestions) => setAnswer({ text, suggestions }),
        () => undefined, // cancelled or offline: no suggestions, manual entry stays open
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [baseUrl, text, wanted]);
  if (!wanted) return [];
  return answer.text === text ? answer.suggestions : null;
}
