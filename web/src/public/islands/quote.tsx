import { hydrateRoot, type Root } from 'react-dom/client';
import { QuoteForm, typedQuoteValues, type QuoteFormProps } from '../contact/QuoteForm';

/**
 * Hydrates the Contact page's quote form rendered by the server in `element`, keeping what the
 * visitor typed in its fields before (hydration leaves a field's text as it is; the form's state
 * starts from it, so it is sent and not wiped by the next render).
 */
export function mount(element: HTMLElement, props: QuoteFormProps): Root {
  return hydrateRoot(element, <QuoteForm {...props} typed={typedQuoteValues(element)} />);
}
