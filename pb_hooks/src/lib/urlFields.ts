/** Server-side checks of the URLs the site renders (docs/SECURITY.md). */
import type * as Urls from '../../../shared/urls';

/** Which fields of which collections hold which kind of URL. */
export const URL_FIELDS: Record<string, Record<string, Urls.UrlKind>> = {
  contact_settings: { googleMapsUrl: 'googleMapsEmbed' },
  Footer_menu: { facebook_url: 'facebook', instagram_url: 'instagram' },
};

/** onRecordValidate body: refuses bad URLs with a field error, before anything is saved. */
export function validateUrlFields(e: core.RecordEvent): void {
  const { urlProblem } = require(`${__hooks}/lib/shared/urls.js`) as typeof Urls;
  const record = e.record!;
  const fields = URL_FIELDS[record.collection().name] || {};
  const errors: Record<string, ValidationError> = {};
  let failed = false;
  for (const field of Object.keys(fields)) {
    const problem = urlProblem(record.getString(field), fields[field]);
    if (problem) {
      errors[field] = new ValidationError('validation_unsafe_url', problem);
      failed = true;
    }
  }
  if (failed) throw new BadRequestError('Failed to save: check the highlighted links.', errors);
  e.next();
}
