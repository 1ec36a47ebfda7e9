import { FaExclamationTriangle, FaRedo } from 'react-icons/fa';
import { useSiteStore } from '../../stores/site';
import { buttonClass } from './buttonClass';
import { Container } from './Container';
import { EmptyState } from './EmptyState';

/**
 * Shown in place of a page's content when the site content could not be loaded. Its heading is
 * the page's h1 unless the page already shows one (`level={2}` under a page hero).
 */
export function LoadFailed({ level = 1 }: { level?: 1 | 2 }) {
  const message = useSiteStore((s) => s.error);
  return (
    <Container className="py-16">
      <div role="alert">
        <EmptyState
          level={level}
          icon={FaExclamationTriangle}
          title="We could not load this page"
          actions={
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => void useSiteStore.getState().fetchAll()}
            >
              <FaRedo aria-hidden="true" /> Try again
            </button>
          }
        >
          <p>{message || 'Please check your connection and try again.'}</p>
        </EmptyState>
      </div>
    </Container>
  );
}
