import type { Language } from '@contract/api.schema';
import { LANGUAGE_NAMES, LANGUAGE_OPTIONS } from '../config/options';

/** Every language as an `<option>`; with `supported`, the others are marked ⚠. */
export function LanguageOptions({ supported }: { supported?: readonly Language[] }) {
  return LANGUAGE_OPTIONS.map((l) => (
    <option key={l} value={l}>
      {LANGUAGE_NAMES[l]}
      {supported && !supported.includes(l) ? ' ⚠' : ''}
    </option>
  ));
}
