import type { ContentKey } from '@shared/content';
import { translationPayload } from '../translations';

/** The translation columns a form of `key` sends when none was typed: each empty. */
export function untranslated(key: ContentKey): Record<string, unknown> {
  return translationPayload(key, {});
}
